import { type AnyObjectSchema, ValidationError } from 'yup';

import {
  contactInfoSchema,
  bankPhoneSchema,
  emailSchema,
  identitySchema,
  modifyPasswordSchema,
  modifyTradePasswordSchema,
  orgLoginSchema,
  otherCertificateSchema,
  personLoginSchema,
  phoneSchema,
  smsCodeSchema,
  tradePasswordSchema,
} from '@/shared/validation';

/** The first message of each failing field, as a form shows it. */
async function errorsOf(schema: AnyObjectSchema, value: object): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !(inner.path in out)) out[inner.path] = inner.message;
    return out;
  }
}

describe('login forms', () => {
  it('person login: account, password and the privacy agreement', async () => {
    expect(await errorsOf(personLoginSchema, { account: '  ', password: '   ', privacy: false })).toEqual({
      account: '请输入身份证号/手机号',
      password: '请输入登录密码',
      privacy: '请认真阅读并同意相关协议',
    });
    expect(
      await errorsOf(personLoginSchema, { account: '13800000001', password: 'x', privacy: true }),
    ).toEqual({});
  });

  it('trims the account but keeps the password as typed', async () => {
    const cast = personLoginSchema.cast({ account: ' 13800000001 ', password: ' pw ', privacy: true });
    expect(cast).toEqual({ account: '13800000001', password: ' pw ', privacy: true });
  });

  it('organisation login: the account message follows the account type', async () => {
    expect((await errorsOf(orgLoginSchema('1'), { account: '', password: 'x', privacy: true })).account).toBe(
      '请输入基金账号',
    );
    expect((await errorsOf(orgLoginSchema('0'), { account: '', password: 'x', privacy: true })).account).toBe(
      '请输入基金交易账号',
    );
  });
});

describe('codes and trade password', () => {
  it('SMS code: required, then exactly six digits', async () => {
    expect(await errorsOf(smsCodeSchema, { code: '' })).toEqual({ code: '请输入短信验证码' });
    expect(await errorsOf(smsCodeSchema, { code: '12345' })).toEqual({ code: '请输入6位数字的短信验证码' });
    expect(await errorsOf(smsCodeSchema, { code: '12345a' })).toEqual({ code: '请输入6位数字的短信验证码' });
    expect(await errorsOf(smsCodeSchema, { code: ' 123456 ' })).toEqual({});
  });

  it('trade password: whitespace only counts as empty', async () => {
    expect(await errorsOf(tradePasswordSchema, { password: '   ' })).toEqual({ password: '请输入交易密码' });
    expect(await errorsOf(tradePasswordSchema, {})).toEqual({ password: '请输入交易密码' });
    expect(await errorsOf(tradePasswordSchema, { password: '135790' })).toEqual({});
  });
});

describe('password changes', () => {
  it('login password: format, new ≠ old, confirmation equal', async () => {
    expect(
      await errorsOf(modifyPasswordSchema, { oldPassword: 'abc123', newPassword: '', confirmPassword: '' }),
    ).toMatchObject({
      newPassword: '请输入密码',
    });
    expect(
      await errorsOf(modifyPasswordSchema, {
        oldPassword: 'abc123',
        newPassword: '123456',
        confirmPassword: '123456',
      }),
    ).toEqual({ newPassword: '请输入6-20位字母和数字组合的密码' });
    expect(
      await errorsOf(modifyPasswordSchema, {
        oldPassword: 'abc123',
        newPassword: 'abc123',
        confirmPassword: 'abc123',
      }),
    ).toEqual({ newPassword: '新密码不能与原密码相同' });
    expect(
      await errorsOf(modifyPasswordSchema, {
        oldPassword: 'abc123',
        newPassword: 'abc1234',
        confirmPassword: 'abc1235',
      }),
    ).toEqual({ confirmPassword: '两次输入的密码不一致' });
    expect(
      await errorsOf(modifyPasswordSchema, {
        oldPassword: 'abc123',
        newPassword: 'abc1234',
        confirmPassword: 'abc1234',
      }),
    ).toEqual({});
  });

  it('trade password: six digits, not too simple, new ≠ old', async () => {
    const base = { oldPassword: '135790' };
    expect(
      await errorsOf(modifyTradePasswordSchema, { ...base, newPassword: '12345', confirmPassword: '12345' }),
    ).toEqual({
      newPassword: '请输入6位数字密码',
    });
    expect(
      await errorsOf(modifyTradePasswordSchema, {
        ...base,
        newPassword: '654321',
        confirmPassword: '654321',
      }),
    ).toEqual({
      newPassword: '密码过于简单',
    });
    expect(
      await errorsOf(modifyTradePasswordSchema, {
        ...base,
        newPassword: '135790',
        confirmPassword: '135790',
      }),
    ).toEqual({
      newPassword: '新密码不能与原密码相同',
    });
    expect(
      await errorsOf(modifyTradePasswordSchema, {
        ...base,
        newPassword: '246813',
        confirmPassword: '246813',
      }),
    ).toEqual({});
  });
});

describe('identity and certificates', () => {
  it('other-certificate form: person and agent names, type and number', async () => {
    expect(await errorsOf(otherCertificateSchema('person'), { name: '!@#', idType: '', idNo: '' })).toEqual({
      name: '请输入姓名',
      idType: '请选择证件类型',
      idNo: '请输入证件号码',
    });
    expect(
      (await errorsOf(otherCertificateSchema('agent'), { name: ' ', idType: '1', idNo: 'x' })).name,
    ).toBe('请输入经办人姓名');
  });

  it('strips and trims the name, limits name and number to 50', async () => {
    const cast = otherCertificateSchema().cast({ name: ' 李 四· ', idType: '1', idNo: ' E123 ' });
    expect(cast).toEqual({ name: '李四', idType: '1', idNo: 'E123' });
    const long = await errorsOf(otherCertificateSchema(), {
      name: '张'.repeat(51),
      idType: '1',
      idNo: '1'.repeat(51),
    });
    expect(long).toEqual({ name: '姓名不能超过50个字符', idNo: '证件号码不能超过50个字符' });
    expect(
      await errorsOf(otherCertificateSchema(), { name: '张'.repeat(50), idType: '1', idNo: '1'.repeat(50) }),
    ).toEqual({});
  });

  it('identity form: checks the ID number', async () => {
    expect(await errorsOf(identitySchema, { cardName: '张三', cardId: '' })).toEqual({
      cardId: '请输入身份证号码',
    });
    expect(await errorsOf(identitySchema, { cardName: '张三', cardId: '110101199003074515' })).toEqual({
      cardId: '身份证号码格式不正确',
    });
    expect(identitySchema.cast({ cardName: '张三', cardId: '11010519491231002x' }).cardId).toBe(
      '11010519491231002X',
    );
  });
});

describe('contact details', () => {
  it('phone and bank-reserved phone', async () => {
    expect((await errorsOf(phoneSchema, { phone: '', code: '123456' })).phone).toBe('请输入手机号码');
    expect((await errorsOf(phoneSchema, { phone: '1380000000', code: '123456' })).phone).toBe(
      '手机号码格式不正确',
    );
    expect(await errorsOf(phoneSchema, { phone: '13800000001', code: '123456' })).toEqual({});
    expect(await errorsOf(bankPhoneSchema, { phone: '' })).toEqual({ phone: '请输入银行预留手机号' });
    expect(await errorsOf(bankPhoneSchema, { phone: '23800000001' })).toEqual({
      phone: '手机号码不合规范，请重新输入',
    });
  });

  it('e-mail', async () => {
    expect(await errorsOf(emailSchema, { email: '' })).toEqual({ email: '请输入电子邮箱' });
    for (const bad of ['a@b', 'a@@b.com', 'a b@c.com', '@b.com', 'a@-b.com']) {
      expect(await errorsOf(emailSchema, { email: bad })).toEqual({ email: '邮箱地址不合规范，请重新输入' });
    }
    expect(await errorsOf(emailSchema, { email: 'li.si+fund@mail.gzzg.com.cn' })).toEqual({});
  });

  const valid = {
    address: '北京市朝阳区建国路88号',
    areaCode: '010',
    landline: '12345678',
    postcode: '100020',
    email: 'a@b.cn',
  };

  it('accepts a complete set', async () => {
    expect(await errorsOf(contactInfoSchema, valid)).toEqual({});
  });

  it('address: required, 2-150 characters, detailed', async () => {
    expect((await errorsOf(contactInfoSchema, { ...valid, address: '' })).address).toBe('请输入详细地址');
    expect((await errorsOf(contactInfoSchema, { ...valid, address: '京' })).address).toBe(
      '详细地址长度为2-150个字符',
    );
    expect(
      (await errorsOf(contactInfoSchema, { ...valid, address: `北京市朝阳区${'路'.repeat(144)}1号` }))
        .address,
    ).toBe('详细地址长度为2-150个字符');
    expect((await errorsOf(contactInfoSchema, { ...valid, address: '北京市朝阳区建国路' })).address).toBe(
      '详细地址至少包含8个汉字，并以具体的楼层或门牌号结尾',
    );
  });

  it('landline: area code of 3+ digits and number of 7+ digits', async () => {
    expect(await errorsOf(contactInfoSchema, { ...valid, areaCode: '', landline: '' })).toEqual({
      areaCode: '请输入固定电话区号',
      landline: '请输入固定电话号码',
    });
    expect(await errorsOf(contactInfoSchema, { ...valid, areaCode: '01', landline: '123456' })).toEqual({
      areaCode: '固定电话号码不合规范',
      landline: '固定电话号码不合规范',
    });
    expect(await errorsOf(contactInfoSchema, { ...valid, areaCode: '0755', landline: '1234567' })).toEqual(
      {},
    );
  });

  it('postcode: six digits', async () => {
    expect((await errorsOf(contactInfoSchema, { ...valid, postcode: '' })).postcode).toBe('请输入邮政编码');
    expect((await errorsOf(contactInfoSchema, { ...valid, postcode: '10002' })).postcode).toBe(
      '邮政编码不合规范',
    );
  });
});
