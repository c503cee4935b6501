import { knownFacts, suitabilityCard } from '@/features/suitability';
import { stopForFailure } from '@/features/suitability/stops';
import { SUITABILITY_REFUSAL_TEXT } from '@/shared/trading';

import { createMockVerdict } from './factories';

const C3 = { risk: 'C3', endDate: '20260630', isLowestRisk: false };
const REASONS = [
  '您的风险测评结果为C3（稳健型），有效期至2026-06-30',
  '产品风险等级R4（中高风险）高于您的风险承受能力',
];

describe('the suitability card', () => {
  it('shows the levels and the expiry, and no verdict before the back office answers', () => {
    expect(suitabilityCard(C3, '2')).toEqual({
      investorLevel: 'C3 稳健型',
      expiry: '2026-06-30',
      fundLevel: 'R3 中风险',
      reasons: [],
      checking: false,
    });
    expect(suitabilityCard({ risk: null, endDate: null, isLowestRisk: false }, 'R1')).toMatchObject({
      investorLevel: '未测评',
      expiry: '--',
    });
  });

  it('holds the reasons’ place while the checks run, and lets go of it once they answer or stop', () => {
    expect(suitabilityCard(C3, 'R2', { checking: true }).checking).toBe(true);
    const verdict = createMockVerdict({ reasons: ['可以购买'] });
    expect(suitabilityCard(C3, 'R2', { verdict, checking: true }).checking).toBe(false);
    const stop = stopForFailure({ state: 500000 }, { isNaturalPerson: true });
    expect(suitabilityCard(C3, 'R2', { stop, checking: true }).checking).toBe(false);
  });

  it('shows the back office’s verdict in the back office’s words, rewriting none', () => {
    const verdict = createMockVerdict({ statusCode: '1', riskMatch: '0', reasons: REASONS });
    expect(suitabilityCard(C3, 'R4', { verdict })).toMatchObject({ verdict: 'mismatch', reasons: REASONS });
    expect(
      suitabilityCard(C3, 'R2', { verdict: createMockVerdict({ reasons: ['可以购买'] }) }),
    ).toMatchObject({
      verdict: 'match',
      reasons: ['可以购买'],
    });
  });

  it('reads the verdict from the answer’s codes: a horizon or variety flag, 3 and 6', () => {
    const card = (partial: Parameters<typeof createMockVerdict>[0]) =>
      suitabilityCard(C3, 'R2', { verdict: createMockVerdict(partial) }).verdict;
    expect(card({ investmentTimeMatch: 0 })).toBe('mismatch');
    expect(card({ investmentVarietiesMatch: '0' })).toBe('mismatch');
    expect(card({ statusCode: 3 })).toBe('blocked');
    expect(card({ statusCode: '6' })).toBe('professional');
    expect(card({ statusCode: 'x' })).toBeUndefined();
  });

  it('is blocked with the refusal’s sentence when the chain refused', () => {
    const person = { isNaturalPerson: true };
    const stop = stopForFailure({ state: 400014, message: '风险测评已过期' }, person);
    expect(suitabilityCard(C3, 'R2', { stop })).toMatchObject({
      verdict: 'blocked',
      reasons: [SUITABILITY_REFUSAL_TEXT[400014]],
    });
    // A failed call is no refusal: the card waits.
    expect(
      suitabilityCard(C3, 'R2', { stop: stopForFailure({ state: 500000 }, person) }).verdict,
    ).toBeUndefined();
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
});
