import type { RiskTolerance } from '@/api/auth/contract';
import type { RiskResult, InvestmentHorizon, InvestmentVariety } from '@/api/paper/contract';
import { dayNumber, shanghaiYyyyMmDd } from '@/shared/time';

import { investorProfile } from '../account/store';
import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { horizonWords, matchingFundRisks, varietyWords } from './rules';
import { latestPaper } from './store';

/**
 * The investor's level as it stands (what GET /v1/order/buyVerify reads), with the score and day of the
 * paper that set it when one did; null when there is no level. A level without an end date is expired.
 */
export function riskResultOf(ctx: Context, account: AccountRow): RiskResult | null {
  if (account.risk === null) return null;
  const risk = account.risk as RiskTolerance;
  const lowest = account.risk_lowest === 1;
  const profile = investorProfile(ctx, account.id);
  const horizon = profile.investment_horizon as InvestmentHorizon | null;
  const varieties = profile.investment_variety_codes.split(',').filter(Boolean) as InvestmentVariety[];
  const paper = latestPaper(ctx, account.id);
  // The paper counts only if it set the level standing now (a level written after it came from elsewhere).
  const fromPaper = paper && paper.risk === risk && paper.end_date === account.risk_end_date ? paper : null;
  const endDate = account.risk_end_date ?? '19700101';
  const today = shanghaiYyyyMmDd(ctx.clock.now());
  return {
    risk,
    isLowestRisk: lowest,
    score: fromPaper?.score ?? null,
    answerDate: fromPaper?.answer_day ?? null,
    endDate,
    isExpire: account.risk_end_date === null || endDate < today,
    daysLeft: dayNumber(endDate) - dayNumber(today),
    horizon,
    investmentLimit: horizonWords(horizon),
    varieties,
    investmentVarieties: varietyWords(varieties),
    matchingFundRisks: matchingFundRisks(risk, lowest),
  };
}
