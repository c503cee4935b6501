/**
 * Every validation rule of trading-accounts §5, each with the message the investor reads: the shared fields
 * the forms use, the recognition verdict, the back office's own check of the contact details (PUT /v1/user)
 * and the card-number rules of 添加银行卡.
 */
import type { AnySchema } from 'yup';

import { cardProblem, CARD_TEXT, groupCardNo, recogniseBank } from '@/features/bank-card/card-number';
import { judgeRecognition } from '@/features/id-card/recognition';
import { SIGNING_TEXT } from '@/features/private-signing/texts';
import { SUITABILITY_TEXT } from '@/features/suitability/texts';
import { BANK_CHANNELS, withCheckDigit } from '@/server/bank/channels';
import { contactProblem } from '@/server/user/rules';
import { luhnValid } from '@/shared/bank/card-rules';
import {
  addressField,
  areaCodeField,
  bankPhoneField,
  emailField,
  hasNonChineseChars,
  idPhotoError,
  isBlank,
  landlineNumberField,
  matchesSearch,
  MESSAGES,
  missingPhotoError,
  nameField,
  postcodeField,
  smsCodeField,
  tradePasswordField,
} from '@/shared/validation';

/** The message a field gives for a value, or null when it passes. */
async function messageOf(field: AnySchema, value: unknown): Promise<string | null> {
  try {
    await field.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('trade password', () => {
  it('is required; whitespace counts as empty', async () => {
    expect(await messageOf(tradePasswordField, '')).toBe('请输入交易密码');
    expect(await messageOf(tradePasswordField, '   ')).toBe('请输入交易密码');
    expect(await messageOf(tradePasswordField, '135790')).toBeNull();
    expect(isBlank(' \t')).toBe(true);
  });
});

describe('e-mail', () => {
  it('is required, then must look like an address; empty on send has its own message', async () => {
    expect(await messageOf(emailField, '')).toBe('请输入电子邮箱');
    expect(await messageOf(emailField, 'zhang@')).toBe('邮箱地址不合规范，请重新输入');
    expect(await messageOf(emailField, 'zhang@example.com')).toBeNull();
    expect(MESSAGES.emailMissingOnSend).toBe('请先输入邮箱地址');
  });
});

describe('identity-verify name', () => {
  it('is required, at most 50 characters, trimmed', async () => {
    expect(await messageOf(nameField(), '')).toBe('请输入姓名');
    expect(await messageOf(nameField(), '张'.repeat(51))).toBe('姓名不能超过50个字符');
    expect(await nameField().validate('  张三  ')).toBe('张三');
  });

  it('with a non-Chinese character asks for confirmation', () => {
    expect(hasNonChineseChars('Zhang三')).toBe(true);
    expect(hasNonChineseChars('张三')).toBe(false);
    expect(MESSAGES.nameNotChineseConfirm).toBe('姓名包含非中文字符，请确认');
  });
});

describe('ID images', () => {
  const file = (name: string, size: number) => ({ name, size, type: '' });
  it('jpg, jpeg, png, bmp only, under 10 MB, both sides', () => {
    expect(idPhotoError(file('a.gif', 10), '人像面')).toBe('上传人像面格式类型支持jpg、jpeg、png、bmp!');
    expect(idPhotoError(file('a.png', 10 * 1024 * 1024 + 1), '国徽面')).toBe('国徽面图片大小不可超过10M!');
    expect(idPhotoError(file('a.JPEG', 1000), '人像面')).toBeUndefined();
    expect(missingPhotoError(null, {})).toBe('请上传身份证人像面照片');
    expect(missingPhotoError({}, null)).toBe('请上传身份证国徽面照片');
  });

  it('recognition needs a second-generation back and a front with a number; an expired emblem says so', () => {
    const front = {
      ok: true as const,
      value: { type: '1' as const, name: '张三', idNumber: '110101199003074514', token: 'p' },
    };
    const back = (label: string) => ({
      ok: true as const,
      value: { type: '0' as const, validity: '20200101-20400101', label, token: 'e' },
    });
    expect(judgeRecognition(front, back('第二代身份证背面'), '20261123').kind).toBe('ok');
    expect(judgeRecognition(front, back('非第二代身份证背面'), '20261123').kind).toBe('failed');
    const noNumber = { ok: true as const, value: { type: '1' as const, name: '张三', token: 'p' } };
    expect(judgeRecognition(noNumber, back('第二代身份证背面'), '20261123').kind).toBe('failed');
    expect(judgeRecognition(front, { ok: false, state: 400004 }, '20261123').kind).toBe('expired');
    expect(MESSAGES.recognitionFailed).toBe('身份验证失败，请重新上传！');
    expect(MESSAGES.emblemExpired).toBe('国徽面照片证件有效期已过期 请重新上传');
  });
});

describe('bank phone and SMS code', () => {
  it('bank phone: required, then a mainland mobile number', async () => {
    expect(await messageOf(bankPhoneField, '')).toBe('请输入银行预留手机号');
    expect(await messageOf(bankPhoneField, '1380000')).toBe('手机号码不合规范，请重新输入');
    expect(await messageOf(bankPhoneField, '13700001111')).toBeNull();
  });

  it('SMS code: required, then six digits', async () => {
    expect(await messageOf(smsCodeField, '')).toBe('请输入短信验证码');
    expect(await messageOf(smsCodeField, '12345')).toBe('请输入6位数字的短信验证码');
    expect(await messageOf(smsCodeField, '123456')).toBeNull();
  });
});

describe('address, landline, postcode', () => {
  it('address: required, at least 8 Chinese characters, ending with a floor or door number', async () => {
    const detail = '详细地址至少包含8个汉字，并以具体的楼层或门牌号结尾';
    expect(await messageOf(addressField, '')).toBe('请输入详细地址');
    expect(await messageOf(addressField, '北京东城88号')).toBe(detail);
    expect(await messageOf(addressField, '北京市东城区示范路大院')).toBe(detail);
    expect(await messageOf(addressField, '北京市东城区示范路88号3层301室')).toBeNull();
  });

  it('landline: an area code of 3+ digits and a number of 7+ digits', async () => {
    expect(await messageOf(areaCodeField, '')).toBe('请输入固定电话区号');
    expect(await messageOf(areaCodeField, '01')).toBe('固定电话号码不合规范');
    expect(await messageOf(landlineNumberField, '')).toBe('请输入固定电话号码');
    expect(await messageOf(landlineNumberField, '650012')).toBe('固定电话号码不合规范');
    expect(await messageOf(areaCodeField, '010')).toBeNull();
    expect(await messageOf(landlineNumberField, '6500123')).toBeNull();
  });

  it('postcode: required, six digits', async () => {
    expect(await messageOf(postcodeField, '')).toBe('请输入邮政编码');
    expect(await messageOf(postcodeField, '10001')).toBe('邮政编码不合规范');
    expect(await messageOf(postcodeField, '100010')).toBeNull();
  });

  it('the back office checks address and e-mail again with the same messages (PUT /v1/user)', () => {
    const ok = { address: '北京市东城区示范路88号3层301室', email: 'a@example.com' };
    expect(contactProblem(ok)).toBeNull();
    expect(contactProblem({ ...ok, address: '北京东城88号' })).toBe(
      '详细地址至少包含8个汉字，并以具体的楼层或门牌号结尾',
    );
    expect(contactProblem({ ...ok, address: '北' })).toBe('详细地址长度为2-150个字符');
    expect(contactProblem({ ...ok, email: 'a@' })).toBe('邮箱地址不合规范，请重新输入');
  });
});

describe('fund search and missing files', () => {
  it('a suggestion matches name or code, case-insensitive; the empty text', () => {
    expect(matchesSearch('gzzg', { code: '970001', name: 'GZZG货币A' })).toBe(true);
    expect(matchesSearch('9700', { code: '970001', name: '货币' })).toBe(true);
    expect(matchesSearch('债券', { code: '970001', name: '货币' })).toBe(false);
    expect(MESSAGES.searchEmpty).toBe('- 关键词下无内容 -');
  });

  it('names each missing file', () => {
    expect(SUITABILITY_TEXT.summaryMissing).toBe('产品概要文件缺失');
    expect(SIGNING_TEXT.riskMissing).toBe('风险揭示书文件缺失');
    expect(SIGNING_TEXT.contractMissing).toBe('电子合同文件缺失');
  });
});

describe('bank card number (添加银行卡)', () => {
  it('is recognised by its BIN, grouped by four, and checked before anything is sent', () => {
    const cmb = withCheckDigit('621483123456789');
    expect(luhnValid(cmb)).toBe(true);
    expect(recogniseBank(cmb, BANK_CHANNELS)?.bankName).toBe('招商银行');
    expect(recogniseBank('62148', BANK_CHANNELS)).toBeUndefined();
    expect(groupCardNo('6214831234567890')).toBe('6214 8312 3456 7890');
    expect(cardProblem('', '')).toBe(CARD_TEXT.cardRequired);
    expect(cardProblem('621483123', '007')).toBe('银行卡号应为16至19位数字，请核对');
    expect(cardProblem(cmb, '')).toBe('请选择开户银行');
    expect(cardProblem(cmb, '002')).toBe('卡号与所选银行不符，请核对');
    expect(cardProblem(cmb, '007')).toBeNull();
  });
});
