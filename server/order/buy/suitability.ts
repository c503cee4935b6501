import type { RiskTolerance } from '@/api/auth/contract';
import type { BuyVerifyData, SpecialCareReason } from '@/api/order/contract';
import type { InvestmentHorizon, InvestmentVariety } from '@/api/paper/contract';
import { FUND_RISK, RISK_TOLERANCE } from '@/shared/enums/risk';
import { shanghaiParts } from '@/shared/time';
import { NOT_SOLD_ONLINE } from '@/shared/trading';

import { investorProfile } from '../../account/store';
import type { AccountRow } from '../../auth/store';
import { tradeAccountsOf } from '../../auth/store';
import type { Context } from '../../core/context';
import { BusinessError, hint } from '../../core/http/envelope';
import { INVESTMENT_HORIZON, INVESTMENT_VARIETY, type FundSpec } from '../../fund/types';
import { birthDateOnFile, specialCareReasons } from './special-care';
import { hasConfirmedPurchase } from './store';
import { verifySuitability, type InvestorSuitability, type SuitabilityVerdict } from './suitability-rules';

/** The investor as the suitability chain reads them: the account's risk and certification, the profile. */
export function investorSuitability(ctx: Context, account: AccountRow): InvestorSuitability {
  const profile = investorProfile(ctx, account.id);
  return {
    blacklisted: profile.blacklisted === 1,
    risk: account.risk as RiskTolerance | null,
    riskEndDate: account.risk_end_date,
    lowestCategory: account.risk_lowest === 1,
    professional: account.professional_end !== null,
    professionalEndDate: account.professional_end,
    qualified: account.qualified_end !== null,
    qualifiedEndDate: account.qualified_end,
    hasTradeAccount: tradeAccountsOf(ctx, account.id).length > 0,
    horizon: profile.investment_horizon as InvestmentHorizon | null,
    varieties: profile.investment_variety_codes.split(',').filter(Boolean) as InvestmentVariety[],
  };
}

export type SuitabilityResult = Extract<SuitabilityVerdict, { kind: 'result' }>;

/**
 * The chain of spec §4 on the session's investor, by the server's date; a refusal is thrown as its state. A
 * fund off the direct-sales white list is refused before it: this portal does not sell it.
 */
export function buyVerdict(ctx: Context, account: AccountRow, spec: FundSpec): SuitabilityResult {
  if (!spec.white) throw hint(NOT_SOLD_ONLINE);
  const investor = investorSuitability(ctx, account);
  const verdict = verifySuitability(investor, spec, shanghaiParts(ctx.clock.now()).date);
  if (verdict.kind === 'refused') throw new BusinessError(verdict.state, verdict.message);
  return verdict;
}

/** Why the session's investor gets special care on this verdict (none for a professional), by the server's date. */
export function specialCareOf(
  ctx: Context,
  account: AccountRow,
  result: SuitabilityResult,
): SpecialCareReason[] {
  return specialCareReasons({
    statusCode: result.statusCode,
    birthDate: birthDateOnFile(account),
    today: shanghaiParts(ctx.clock.now()).date,
    confirmedPurchase: hasConfirmedPurchase(ctx, account.id),
  });
}

const varietyWords = (codes: readonly InvestmentVariety[]) =>
  codes.length > 0 ? codes.map((code) => INVESTMENT_VARIETY[code]).join('、') : '未填写';

/** The answer of GET /v1/order/buyVerify: flags, the suitability card and the comparison rows. */
export function buyVerifyData(
  investor: InvestorSuitability,
  spec: FundSpec,
  result: SuitabilityResult,
  specialCare: SpecialCareReason[],
): BuyVerifyData {
  const risk = investor.risk as RiskTolerance;
  const horizon = INVESTMENT_HORIZON[spec.horizon as InvestmentHorizon];
  const variety = INVESTMENT_VARIETY[spec.variety as InvestmentVariety];
  const investorHorizon = investor.horizon ? INVESTMENT_HORIZON[investor.horizon] : '未填写';
  const investorVarieties = varietyWords(investor.varieties);
  return {
    statusCode: result.statusCode,
    riskMatch: result.riskMatch,
    investmentTimeMatch: result.investmentTimeMatch,
    investmentVarietiesMatch: result.investmentVarietiesMatch,
    highRiskProduct: result.highRiskProduct ? '1' : '0',
    specialCare,
    investor: {
      riskLevel: risk,
      riskExpireDate: investor.riskEndDate as string,
      isLowestRisk: investor.lowestCategory,
      isProfessional: result.statusCode === '6',
      investmentLimit: investorHorizon,
      investmentVarieties: investorVarieties,
    },
    fund: {
      fundCode: spec.code,
      fundName: spec.name,
      fundRiskLevel: spec.risk,
      productType: spec.productType,
      productDueTime: horizon,
      investmentVarieties: variety,
    },
    comparisons: [
      {
        item: 'risk',
        investorValue: `${risk} ${RISK_TOLERANCE[risk]}`,
        productValue: `${spec.risk} ${FUND_RISK[spec.risk]}`,
        match: result.riskMatch,
      },
      {
        item: 'investmentTime',
        investorValue: investorHorizon,
        productValue: horizon,
        match: result.investmentTimeMatch,
      },
      {
        item: 'investmentVarieties',
        investorValue: investorVarieties,
        productValue: variety,
        match: result.investmentVarietiesMatch,
      },
    ],
    reasons: result.reasons.map((reason) => reason.text),
  };
}
