import { findFund } from '@/server/fund/catalogue';
import type { FundSpec } from '@/server/fund/types';
import { type InvestorSuitability, verifySuitability } from '@/server/order/buy/suitability-rules';

const TODAY = '20261123';
const spec = (code: string) => findFund(code) as FundSpec;

/** A C3 investor, risk test valid for a year, horizon 1-5 years, fixed income and equity. */
const createMockInvestor = (own: Partial<InvestorSuitability> = {}): InvestorSuitability => ({
  blacklisted: false,
  risk: 'C3',
  riskEndDate: '20271122',
  lowestCategory: false,
  professional: false,
  professionalEndDate: null,
  qualified: false,
  qualifiedEndDate: null,
  hasTradeAccount: true,
  horizon: '2',
  varieties: ['1', '2'],
  ...own,
});
const qualified = { qualified: true, qualifiedEndDate: '20271231' };

const verify = (investor: Partial<InvestorSuitability>, code: string, today = TODAY) =>
  verifySuitability(createMockInvestor(investor), spec(code), today);
const stateOf = (investor: Partial<InvestorSuitability>, code: string, today = TODAY) => {
  const verdict = verify(investor, code, today);
  return verdict.kind === 'refused' ? verdict.state : verdict.statusCode;
};
const flags = (investor: Partial<InvestorSuitability>, code: string) => {
  const verdict = verify(investor, code);
  if (verdict.kind !== 'result') throw new Error(`refused ${verdict.state}`);
  const { statusCode, riskMatch, investmentTimeMatch, investmentVarietiesMatch, highRiskProduct } = verdict;
  return { statusCode, riskMatch, investmentTimeMatch, investmentVarietiesMatch, highRiskProduct };
};

describe('the refusals of the chain, each with its message', () => {
  it.each([
    [{ blacklisted: true }, '970031', 402016, '您的账户已被列入黑名单，暂不能交易，请联系客服95517'],
    [{}, '970081', 400010, '产品适当性关键要素缺失'],
    [{}, '980001', 400011, '该产品仅向合格投资者销售，您尚未完成合格投资者认证。'],
    [
      { qualified: true, qualifiedEndDate: '20261122' },
      '980001',
      400012,
      '您的合格投资者认证已过期，请重新认证后再购买。',
    ],
    [{ risk: null, riskEndDate: null }, '970031', 400013, '您尚未进行风险承受能力测评，请先完成测评再购买。'],
    [{ riskEndDate: '20261122' }, '970031', 400014, '您的风险测评结果已过期，请重新测评后再购买。'],
    [
      { risk: 'C1', lowestCategory: true },
      '970011',
      400015,
      '您的风险承受能力为最低类别，不能购买该产品。如您的情况有变化，可重新进行风险测评。',
    ],
    [{ hasTradeAccount: false }, '970031', 400016, '您的账号出现异常'],
  ] as const)('%j buying %s → %i', (investor, code, state, message) => {
    expect(verify(investor, code)).toEqual({ kind: 'refused', state, message });
  });

  it('checks in the spec’s order: blacklist, factors, qualification, risk level, trade account', () => {
    const everything = { blacklisted: true, risk: null, riskEndDate: null, hasTradeAccount: false } as const;
    expect(stateOf(everything, '970081')).toBe(402016);
    expect(stateOf({ ...everything, blacklisted: false }, '970081')).toBe(400010);
    expect(stateOf({ ...everything, blacklisted: false }, '980001')).toBe(400011);
    expect(stateOf({ ...everything, blacklisted: false, ...qualified }, '980001')).toBe(400013);
    expect(stateOf({ riskEndDate: '20200101', lowestCategory: true, hasTradeAccount: false }, '970031')).toBe(
      400014,
    );
    expect(stateOf({ risk: 'C1', lowestCategory: true, hasTradeAccount: false }, '970031')).toBe(400015);
  });

  it('treats the end date as the last valid day, and a level or certificate without one as expired', () => {
    expect(stateOf({ riskEndDate: TODAY }, '970031')).toBe('0');
    expect(stateOf({ riskEndDate: null }, '970031')).toBe(400014);
    expect(stateOf({ qualified: true, qualifiedEndDate: TODAY }, '980001')).toBe('0');
    expect(stateOf({ qualified: true, qualifiedEndDate: null }, '980001')).toBe(400012);
  });

  it('accepts a valid professional certification as qualification, and an expired one as expired', () => {
    expect(stateOf({ professional: true, professionalEndDate: '99991231' }, '980001')).toBe('6');
    expect(stateOf({ professional: true, professionalEndDate: '20260101' }, '980001')).toBe(400012);
  });

  it('lets the lowest category buy R1 products, which match its level', () => {
    expect(flags({ risk: 'C1', lowestCategory: true, horizon: '1', varieties: ['1'] }, '970001')).toEqual({
      statusCode: '0',
      riskMatch: '1',
      investmentTimeMatch: '1',
      investmentVarietiesMatch: '1',
      highRiskProduct: false,
    });
  });
});

describe('the comparison', () => {
  it('gives 0 when risk, horizon and varieties all match (a C3 investor and an R3 public fund)', () => {
    expect(flags({}, '970031')).toEqual({
      statusCode: '0',
      riskMatch: '1',
      investmentTimeMatch: '1',
      investmentVarietiesMatch: '1',
      highRiskProduct: false,
    });
  });

  it('gives 1 for a public fund above the investor’s level: allowed after the written warning', () => {
    expect(flags({}, '970041')).toMatchObject({ statusCode: '1', riskMatch: '0', investmentTimeMatch: '1' });
    expect(flags({ risk: 'C1' }, '970051')).toMatchObject({
      statusCode: '1',
      riskMatch: '0',
      highRiskProduct: true,
    });
  });

  it('gives 0 (the risk matches) with the flag at 0 for a horizon or a variety mismatch alone (spec §4: 1 is the risk)', () => {
    expect(flags({ horizon: '1' }, '970031')).toMatchObject({
      statusCode: '0',
      riskMatch: '1',
      investmentTimeMatch: '0',
    });
    expect(flags({ horizon: null }, '970031')).toMatchObject({ statusCode: '0', investmentTimeMatch: '0' });
    expect(flags({ varieties: ['1'] }, '970031')).toMatchObject({
      statusCode: '0',
      investmentVarietiesMatch: '0',
    });
    expect(flags({ risk: 'C5', horizon: '2' }, '970051')).toMatchObject({
      statusCode: '0',
      riskMatch: '1',
      investmentTimeMatch: '0',
    });
  });

  it('gives 3 for a private product above an ordinary investor’s level, 0 with the flag for its other mismatches', () => {
    expect(flags(qualified, '980004')).toMatchObject({ statusCode: '3', riskMatch: '0' });
    expect(flags({ ...qualified, risk: 'C4', varieties: ['1'] }, '980004')).toMatchObject({
      statusCode: '0',
      riskMatch: '1',
      investmentVarietiesMatch: '0',
    });
  });

  it('gives 6 to a professional investor whatever the comparison, and still flags the product', () => {
    const professional = {
      professional: true,
      professionalEndDate: '20271231',
      risk: 'C3',
      varieties: ['1'],
    } as const;
    expect(flags(professional, '980007')).toEqual({
      statusCode: '6',
      riskMatch: '0',
      investmentTimeMatch: '1',
      investmentVarietiesMatch: '0',
      highRiskProduct: true,
    });
    expect(flags({ professional: true, professionalEndDate: '20261122' }, '970041').statusCode).toBe('1');
  });
});

describe('the reasons of the suitability card', () => {
  it('explains a match', () => {
    const verdict = verify({}, '970031');
    expect(verdict.kind === 'result' && verdict.reasons).toEqual([
      { topic: 'validity', ok: true, text: '您的风险测评结果为C3（稳健型），有效期至2027-11-22' },
      {
        topic: 'risk',
        ok: true,
        text: '产品风险等级R3（中风险）未超过您的风险承受能力C3（稳健型），风险等级匹配',
      },
      {
        topic: 'horizon',
        ok: true,
        text: '产品建议持有期限为1-5年，未超过您计划的投资期限1-5年，投资期限匹配',
      },
      {
        topic: 'variety',
        ok: true,
        text: '产品投资品种为权益类（股票、混合型基金、股票型基金等），在您选择的投资品种之内，投资品种匹配',
      },
      { topic: 'decision', ok: true, text: '您的风险承受能力、投资期限和投资品种均与本产品匹配，可以购买' },
    ]);
  });

  it('explains mismatches, the high-risk notice and the decision', () => {
    const verdict = verify({ risk: 'C2', horizon: '2', varieties: ['1'], riskEndDate: '99991231' }, '970051');
    expect(verdict.kind === 'result' && verdict.reasons.map((r) => [r.topic, r.ok, r.text])).toEqual([
      ['validity', true, '您的风险测评结果为C2（谨慎型），长期有效'],
      ['risk', false, '产品风险等级R5（高风险）高于您的风险承受能力C2（谨慎型），风险等级不匹配'],
      ['horizon', false, '产品建议持有期限为5年以上，超过您计划的投资期限1-5年，投资期限不匹配'],
      [
        'variety',
        false,
        '产品投资品种为权益类（股票、混合型基金、股票型基金等），不在您选择的投资品种之内，投资品种不匹配',
      ],
      ['highRisk', false, '本产品为R5（高风险）产品，请充分了解产品风险，审慎决策'],
      ['decision', false, '您与本产品的适当性不匹配：如坚持购买，须阅读不匹配警示并书面确认'],
    ]);
  });

  it('names the lowest category, a missing horizon, professionals and a refusal to sell', () => {
    const texts = (investor: Partial<InvestorSuitability>, code: string) => {
      const verdict = verify(investor, code);
      return verdict.kind === 'result' ? verdict.reasons.map((r) => r.text) : [];
    };
    expect(texts({ risk: 'C1', lowestCategory: true, horizon: null, varieties: ['1'] }, '970001')).toEqual(
      expect.arrayContaining([
        '您的风险测评结果为C1（保守型，最低类别），有效期至2027-11-22',
        '产品建议持有期限为1年以内，您尚未填写计划的投资期限，投资期限不匹配',
      ]),
    );
    expect(texts({ professional: true, professionalEndDate: '20271231' }, '970031')).toEqual(
      expect.arrayContaining([
        '您是专业投资者（有效期至2027-12-31）',
        '您是专业投资者，无需进行适当性匹配，可以购买',
      ]),
    );
    expect(texts(qualified, '980004')).toContain(
      '私募资产管理产品不向风险承受能力低于产品风险等级的普通投资者销售，您不能购买本产品',
    );
  });
});
