import { DEMO } from '@/server/seed/demo-identities';

import {
  clientOf,
  encrypt,
  latestSms,
  passwordStep,
  requestResetSms,
  submitPasswordReset,
} from './support/portal';
import { serverPerFileSmsApart } from './support/server';

jest.setTimeout(90000);

const server = serverPerFileSmsApart();

const passport = DEMO.weiEr;

/** The slider-gated SMS for `account`, then POST /v1/auth/password with the identity fields given. */
async function resetWith(account: string, identity: Record<string, string>, newPassword = 'Weier2024') {
  server().clock.advance(61); // one SMS a minute
  const browser = clientOf(server());
  await requestResetSms(browser, account);
  return submitPasswordReset(browser, { account, phone: passport.phone, identity, newPassword });
}

describe('forgotten login password with a document other than the ID card (POST /v1/auth/password)', () => {
  it('accepts the passport on file through the other-certificate fields: name, idType and idNo', async () => {
    const answer = await resetWith(passport.idNo, { name: passport.name, idType: '1', idNo: passport.idNo });
    expect(answer).toEqual({ state: 200000, data: null, message: '登录密码已重置，请使用新密码登录' });
    expect((await passwordStep(clientOf(server()), passport.phone, 'Weier2024')).state).toBe(200000);
  });

  it('refuses another document type, another name or another number than the investor on file', async () => {
    const mismatch = async (identity: Record<string, string>) =>
      (await resetWith(passport.idNo, identity)).message;
    expect(await mismatch({ name: passport.name, idType: '6', idNo: passport.idNo })).toBe(
      '证件类型与开户时登记的证件不符',
    );
    expect(await mismatch({ name: '卫三', idType: '1', idNo: passport.idNo })).toBe(
      '姓名与开户时登记的姓名不符',
    );
    expect(await mismatch({ name: passport.name, idType: '1', idNo: 'E98765433' })).toBe(
      '证件号码与账号信息不符',
    );
  });

  it('sends a passport holder who took the ID-card path to the other-certificate form', async () => {
    const answer = await resetWith(passport.phone, { idNo: passport.idNo });
    expect(answer.message).toBe('您开户时登记的证件不是居民身份证，请使用其他证件验证');
  });

  it('refuses an ID card holder who names a passport, and an organisation that sends the person form', async () => {
    const browser = clientOf(server());
    await requestResetSms(browser, DEMO.zhouJiu.phone);
    const answer = await browser.post('/v1/auth/password', {
      loginType: 'account',
      account: DEMO.zhouJiu.phone,
      idNo: DEMO.zhouJiu.idNo,
      idType: '1',
      name: DEMO.zhouJiu.name,
      smsCode: await latestSms(browser, DEMO.zhouJiu.phone),
      newPassword: await encrypt(browser, 'Zhou2024x'),
    });
    expect(answer.message).toBe('证件类型与开户时登记的证件不符');
    const org = await browser.post('/v1/auth/password', {
      loginType: 'organization',
      orgAccountType: '1',
      account: DEMO.org.fundAccount,
      idNo: DEMO.org.idNo,
      idType: '1',
      name: DEMO.org.agent?.name ?? '',
      smsCode: '123456',
      newPassword: await encrypt(browser, 'Org2024pass'),
    });
    expect(org.message).toBe('机构找回登录密码请填写机构证件号码');
  });

  it('validates the other-certificate fields before anything else: type from the dictionary, name and number present', async () => {
    const browser = clientOf(server());
    const body = (fields: Record<string, string>) => ({
      loginType: 'account',
      account: passport.idNo,
      smsCode: '123456',
      newPassword: 'QUJD',
      ...fields,
    });
    const refusal = async (fields: Record<string, string>) =>
      (await browser.post('/v1/auth/password', body(fields))).message;
    // The ID card is not one of the other documents; 'Z' is in no dictionary.
    expect(await refusal({ name: passport.name, idType: '0', idNo: passport.idNo })).toBe(
      '请求体字段 idType 取值不在允许范围内',
    );
    expect(await refusal({ name: passport.name, idType: 'Z', idNo: passport.idNo })).toBe(
      '请求体字段 idType 取值不在允许范围内',
    );
    expect(await refusal({ name: '  ', idType: '1', idNo: passport.idNo })).toBe('请输入姓名');
    expect(await refusal({ idType: '1', idNo: passport.idNo })).toBe('请输入姓名');
    expect(await refusal({ name: passport.name, idNo: passport.idNo })).toBe('请选择证件类型');
    expect(await refusal({ name: passport.name, idType: '1', idNo: '   ' })).toBe('请输入证件号码');
    expect(await refusal({ name: '卫'.repeat(51), idType: '1', idNo: passport.idNo })).toBe(
      '请求体字段 name 长度不能超过 50 个字符',
    );
    expect(await refusal({ name: passport.name, idType: '1', idNo: 'E'.repeat(51) })).toBe(
      '请求体字段 idNo 长度不能超过 50 个字符',
    );
  });
});
