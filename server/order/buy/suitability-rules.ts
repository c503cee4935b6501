import type { RiskTolerance } from '@/api/auth/contract';
import type { Flag } from '@/api/core/contract';
import type { SuitabilityStatus } from '@/api/order/contract';
import type { InvestmentHorizon, InvestmentVariety } from '@/api/paper/contract';
import { isPrivateProduct } from '@/shared/enums/fund';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import type { YyyyMmDd } from '@/shared/time';
import { SUITABILITY_REFUSAL_TEXT, type SuitabilityRefusalState } from '@/shared/trading';

import type { FundSpec } from '../../fund/types';
import { suitabilityReasons, type SuitabilityReason } from './suitability-reasons';

/**
 * GET /v1/order/buyVerify as a pure chain, in the spec's order (§4): blacklist, fund factors, qualification,
 * risk level (missing, expired, lowest category), trade account; then the comparison of risk, horizon and
 * varieties. Grounded on 证券期货投资者适当性管理办法: professional investors are not matched (6); an
 * ordinary investor may buy above their level after a written warning and confirmation (1), except the
 * lowest category, which may never (art. 22(5): 400015, and only for products above R1, which is its
 * level); a private product (资产管理计划) is never sold above an ordinary investor's level (3), as the
 * asset-management rules require products suited to the investor with no written override.
 */
export interface InvestorSuitability {
  blacklisted: boolean;
  risk: RiskTolerance | null;
  /** Last valid day of the risk test (99991231 long term). A level without an end date counts as expired. */
  riskEndDate: YyyyMmDd | null;
  lowestCategory: boolean;
  professional: boolean;
  professionalEndDate: YyyyMmDd | null;
  qualified: boolean;
  qualifiedEndDate: YyyyMmDd | null;
  hasTradeAccount: boolean;
  horizon: InvestmentHorizon | null;
  varieties: readonly InvestmentVariety[];
}

export type FundSuitability = Pick<
  FundSpec,
  'risk' | 'productType' | 'qualifiedOnly' | 'horizon' | 'variety'
>;

export type SuitabilityVerdict =
  | { kind: 'refused'; state: number; message: string }
  | {
      kind: 'result';
      statusCode: SuitabilityStatus;
      riskMatch: Flag;
      investmentTimeMatch: Flag;
      investmentVarietiesMatch: Flag;
      /** R5, the level named 高风险: ordinary investors get the high-risk notice (art. 23 special care). */
      highRiskProduct: boolean;
      reasons: SuitabilityReason[];
    };

const valid = (endDate: YyyyMmDd | null, today: YyyyMmDd) => endDate !== null && endDate >= today;
const level = (code: string) => Number(code.slice(1));
const flag = (ok: boolean): Flag => (ok ? '1' : '0');

function refusal(
  investor: InvestorSuitability,
  fund: FundSuitability,
  today: YyyyMmDd,
): SuitabilityRefusalState | null {
  if (investor.blacklisted) return RESPONSE_STATE.BLACKLIST;
  if (fund.horizon === null || fund.variety === null) return RESPONSE_STATE.NO_FUND_FACTORS;
  if (fund.qualifiedOnly) {
    const qualifiedNow =
      (investor.qualified && valid(investor.qualifiedEndDate, today)) ||
      (investor.professional && valid(investor.professionalEndDate, today));
    if (!qualifiedNow) {
      return investor.qualified || investor.professional
        ? RESPONSE_STATE.DUAL_400012
        : RESPONSE_STATE.DUAL_400011;
    }
  }
  if (investor.risk === null) return RESPONSE_STATE.DUAL_400013;
  if (!valid(investor.riskEndDate, today)) return RESPONSE_STATE.DUAL_400014;
  if (investor.lowestCategory && level(fund.risk) > 1) return RESPONSE_STATE.LOWEST_RISK_LEVEL;
  if (!investor.hasTradeAccount) return RESPONSE_STATE.NO_TRADE_ACCOUNT;
  return null;
}

export function verifySuitability(
  investor: InvestorSuitability,
  fund: FundSuitability,
  today: YyyyMmDd,
): SuitabilityVerdict {
  const state = refusal(investor, fund, today);
  if (state !== null) return { kind: 'refused', state, message: SUITABILITY_REFUSAL_TEXT[state] };

  // Past the chain every factor is present and the risk level is valid.
  const [risk, horizon, variety] = [
    investor.risk as RiskTolerance,
    fund.horizon as InvestmentHorizon,
    fund.variety as InvestmentVariety,
  ];
  const riskOk = level(fund.risk) <= level(risk);
  const horizonOk = investor.horizon !== null && Number(horizon) <= Number(investor.horizon);
  const varietyOk = investor.varieties.includes(variety);
  const professional = investor.professional && valid(investor.professionalEndDate, today);
  const statusCode: SuitabilityStatus = professional
    ? '6'
    : !riskOk && isPrivateProduct(fund.productType)
      ? '3'
      : riskOk
        ? '0'
        : '1';
  return {
    kind: 'result',
    statusCode,
    riskMatch: flag(riskOk),
    investmentTimeMatch: flag(horizonOk),
    investmentVarietiesMatch: flag(varietyOk),
    highRiskProduct: fund.risk === 'R5',
    reasons: suitabilityReasons({ investor, fund, statusCode, riskOk, horizonOk, varietyOk }),
  };
}
