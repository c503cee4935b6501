import { knownFacts, riskProfileOf, suitabilityCard } from '@/features/suitability';

import { createMockVerdict } from './factories';

const C3 = { risk: 'C3', endDate: '20260630', isExpire: false, isLowestRisk: false, isProfessional: false };
const TODAY = '20250303';

describe('the suitability card', () => {
  it('shows a match with the levels, the expiry and the reason', () => {
    expect(suitabilityCard(C3, '2', TODAY)).toEqual({
      investorLevel: 'C3 稳健型',
      expiry: '2026-06-30',
      fundLevel: 'R3 中风险',
      verdict: 'match',
      reasons: ['产品风险等级（R3 中风险）未超过您的风险承受能力（C3 稳健型）'],
    });
  });

  it('shows a fund above the investor as a mismatch', () => {
    expect(suitabilityCard(C3, 'R4', TODAY)).toMatchObject({
      verdict: 'mismatch',
      reasons: ['产品风险等级（R4 中高风险）高于您的风险承受能力（C3 稳健型）'],
    });
  });

  it('adds the horizon and varieties mismatches of the server verdict', () => {
    const verdict = createMockVerdict({ investmentTimeMatch: 0, investmentVarietiesMatch: '0' });
    expect(suitabilityCard(C3, '1', TODAY, verdict)).toMatchObject({
      verdict: 'mismatch',
      reasons: [
        '产品风险等级（R2 中低风险）未超过您的风险承受能力（C3 稳健型）',
        '产品期限与您的投资期限不匹配',
        '产品投资品种不在您的投资品种范围内',
      ],
    });
  });

  it('believes the server when it says the risk does not match', () => {
    expect(suitabilityCard(C3, '0', TODAY, createMockVerdict({ statusCode: 1 })).verdict).toBe('mismatch');
  });

  it('blocks a missing, expired or lowest-category test', () => {
    expect(suitabilityCard({ ...C3, risk: null, endDate: null }, '0', TODAY)).toMatchObject({
      investorLevel: '未测评',
      expiry: '--',
      verdict: 'blocked',
      reasons: ['您尚未进行风险承受能力测评，测评后才能购买'],
    });
    expect(suitabilityCard({ ...C3, endDate: '20250302' }, '0', TODAY)).toMatchObject({
      verdict: 'blocked',
      reasons: ['您的风险测评已于2025-03-02过期，请重新测评'],
    });
    expect(suitabilityCard({ ...C3, isExpire: true }, '0', TODAY).verdict).toBe('blocked');
    expect(suitabilityCard({ ...C3, risk: 'C1', isLowestRisk: true }, '0', TODAY)).toMatchObject({
      investorLevel: 'C1 保守型（最低类别）',
      verdict: 'blocked',
      reasons: ['您的风险承受能力为最低类别，不能购买该产品'],
    });
  });

  it('a professional investor is not compared', () => {
    expect(suitabilityCard({ ...C3, isProfessional: true }, '4', TODAY)).toMatchObject({
      verdict: 'professional',
      reasons: ['您是专业投资者，不进行风险等级匹配'],
    });
  });

  it('warns 30 days ahead that the test will expire, by the server date', () => {
    expect(suitabilityCard({ ...C3, endDate: '20250402' }, '2', TODAY).reasons).toEqual([
      '产品风险等级（R3 中风险）未超过您的风险承受能力（C3 稳健型）',
      '您的风险测评将于2025-04-02到期，到期后须重新测评',
    ]);
    expect(suitabilityCard({ ...C3, endDate: '20250403' }, '2', TODAY).reasons).toHaveLength(1);
    expect(suitabilityCard({ ...C3, endDate: '20250303' }, '2', TODAY).verdict).toBe('match');
  });
});

describe('the facts the dialogs and the card start from', () => {
  const investor = {
    riskLevel: { risk: 'C1', endDate: '20260101', isExpire: false, isLowestRisk: true },
    isProfessional: true,
    isExpireProfessional: true,
    investmentLimit: '1-3年',
    investmentVarieties: '',
  };

  it('words both sides from the user and the fund', () => {
    expect(
      knownFacts(investor, { fundRiskLevel: 'R2', productDueTime: '5年以上', investmentVarieties: null }),
    ).toEqual({
      investorRisk: 'C1 保守型（最低类别）',
      fundRisk: 'R2 中低风险',
      investorHorizon: '1-3年',
      productHorizon: '5年以上',
      investorVarieties: null,
      productVarieties: null,
    });
    expect(knownFacts(undefined, undefined).investorRisk).toBe('');
  });

  it('a lapsed professional certification is no professional for the card', () => {
    expect(riskProfileOf(investor).isProfessional).toBe(false);
    expect(riskProfileOf({ ...investor, isExpireProfessional: false }).isProfessional).toBe(true);
  });
});
