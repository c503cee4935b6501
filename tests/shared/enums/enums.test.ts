import * as enums from '@/shared/enums';
import {
  ACCOUNT_KIND,
  ACCOUNT_STATUS,
  AUDIT_FLAG,
  BENEFICIAL_OWNER_TYPE_CODES,
  CERTIFICATION_KIND,
  CERTIFICATION_STATE,
  CONFIRMATION_STATUS,
  DEDUCT_STATUS,
  DICTIONARY_ID,
  FUND_STATUS,
  isPrivateProduct,
  LOGIN_CHANNEL,
  ORG_ACCOUNT_REQUIRED,
  ORG_CERTIFICATE_TYPE,
  ORDER_STATUS,
  PERSON_CERTIFICATE_TYPE,
  SUITABILITY_STATUS,
  SURVEY_STATUS,
  YEAR_INCOME,
  codesOf,
  fundRiskLabel,
  isAuditPending,
  isCodeOf,
  labelOf,
  riskToleranceLabel,
} from '@/shared/enums';

describe('code → label tables', () => {
  it('account status 2 is 未注册 (the spec’s “unregistered”, I3E.3), not 已销户', () => {
    expect(ACCOUNT_STATUS).toEqual({ '0': '正常', '1': '已禁用', '2': '未注册' });
  });

  it('risk tolerance, with the lowest category flag', () => {
    expect(['C1', 'C2', 'C3', 'C4', 'C5'].map((c) => riskToleranceLabel(c))).toEqual([
      '保守型',
      '谨慎型',
      '稳健型',
      '积极型',
      '激进型',
    ]);
    expect(riskToleranceLabel('C1', true)).toBe('保守型（最低类别）');
    expect(riskToleranceLabel('C3', true)).toBe('稳健型');
    expect(riskToleranceLabel('C9')).toBe('--');
  });

  it('fund risk: codes 0-4 are R1-R5', () => {
    expect([0, 1, 2, 3, 4].map(fundRiskLabel)).toEqual([
      'R1 低风险',
      'R2 中低风险',
      'R3 中风险',
      'R4 中高风险',
      'R5 高风险',
    ]);
    expect(fundRiskLabel('R4')).toBe('R4 中高风险');
    expect(fundRiskLabel(5)).toBe('--');
  });

  it('fund status covers 0-9 and a', () => {
    expect(codesOf(FUND_STATUS).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a']);
    expect(FUND_STATUS['0']).toBe('开放');
    expect(FUND_STATUS.a).toBe('终止');
  });

  it('product types by name: 3 is private, whether sent as text or a number', () => {
    expect([isPrivateProduct('3'), isPrivateProduct(3), isPrivateProduct('1')]).toEqual([true, true, false]);
  });

  it('statuses of orders, confirmations and deductions', () => {
    expect(codesOf(CONFIRMATION_STATUS)).toEqual(['0', '1', '2', '3', '4', '5', '9']);
    expect(codesOf(ORDER_STATUS)).toEqual(['0', '1', '2', '3']);
    expect(DEDUCT_STATUS['2']).toBe('扣款失败');
    expect([DEDUCT_STATUS['1'], DEDUCT_STATUS['4'], DEDUCT_STATUS['5']]).toEqual([
      '未确认',
      '未确认',
      '未确认',
    ]);
  });

  it('suitability status codes 0, 1, 3 and 6', () => {
    expect(codesOf(SUITABILITY_STATUS).sort()).toEqual(['0', '1', '3', '6']);
    expect(SUITABILITY_STATUS['6']).toBe('专业投资者');
  });

  it('document types', () => {
    expect(codesOf(PERSON_CERTIFICATE_TYPE)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      'A',
      'B',
      'C',
    ]);
    expect(PERSON_CERTIFICATE_TYPE['0']).toBe('身份证');
    expect(ORG_CERTIFICATE_TYPE.I).toBe('统一社会信用代码');
    expect(ORG_CERTIFICATE_TYPE.B).toBe('产品代码');
  });

  it('certification kinds, states and audit flags', () => {
    expect(codesOf(CERTIFICATION_KIND)).toEqual(['73', '74', '75', '76']);
    expect(codesOf(CERTIFICATION_STATE)).toEqual([
      'checkPass',
      'checkFail',
      'checking',
      'checkExpired',
      'upload',
      'empty',
    ]);
    expect(AUDIT_FLAG['2']).toBe(AUDIT_FLAG['3']);
    expect(isAuditPending('0')).toBe(true);
    expect(isAuditPending('1')).toBe(false);
  });

  it('accounts, login channels and dictionaries', () => {
    expect(ACCOUNT_KIND['3']).toBe('注册用户');
    expect(LOGIN_CHANNEL).toEqual({ Trade: '1', GuanWang: '2' });
    expect(ORG_ACCOUNT_REQUIRED).toEqual({ '1': '请输入基金账号', '0': '请输入基金交易账号' });
    expect(DICTIONARY_ID).toMatchObject({
      vocation: 3,
      nationality: 4,
      personCertificateType: 6,
      marriage: 15,
    });
    expect(codesOf(YEAR_INCOME)).toEqual(['1', '2', '3', '4', '5']);
    expect(codesOf(SURVEY_STATUS)).toEqual(['0', '1', '2', '3']);
    expect(BENEFICIAL_OWNER_TYPE_CODES[0]).toBe('001');
    expect(BENEFICIAL_OWNER_TYPE_CODES).toHaveLength(34);
  });
});

describe('labelOf', () => {
  it('reads codes sent as numbers or strings and falls back for unknown ones', () => {
    expect(labelOf(ACCOUNT_KIND, 1)).toBe('个人');
    expect(labelOf(ACCOUNT_KIND, '9')).toBe('--');
    expect(labelOf(ACCOUNT_KIND, null, '未知')).toBe('未知');
    expect(labelOf(ACCOUNT_KIND, 'toString')).toBe('--');
    expect(isCodeOf(ACCOUNT_KIND, 2)).toBe(true);
    expect(isCodeOf(ACCOUNT_KIND, 'constructor')).toBe(false);
  });
});

describe('the enums facade', () => {
  it('re-exports the response-state catalogue', () => {
    expect(enums).toHaveProperty('RESPONSE_STATE');
  });
});
