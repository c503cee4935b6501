import { fundRiskLabel, riskToleranceLabel } from '@/shared/enums';

import type { ComparisonFacts } from './mismatch-dialog';

/** The investor as GET /v1/auth/user describes them (the fields the chain's words need). */
export interface InvestorFacts {
  riskLevel: { risk: string | null; endDate: string | null; isExpire: boolean; isLowestRisk: boolean };
  investmentLimit: string;
  investmentVarieties: string;
}

/** The fund as the list or the quote describes it. */
export interface FundFacts {
  fundRiskLevel: string;
  productDueTime: string | null;
  investmentVarieties: string | null;
}

/** Both sides of the comparisons before buyVerify words them (comparisonFacts prefers the server's words). */
export function knownFacts(
  investor: InvestorFacts | undefined,
  fund: FundFacts | undefined,
): ComparisonFacts {
  const risk = investor?.riskLevel.risk ?? null;
  return {
    investorRisk: risk ? `${risk} ${riskToleranceLabel(risk, investor?.riskLevel.isLowestRisk)}` : '',
    fundRisk: fund ? fundRiskLabel(fund.fundRiskLevel) : '',
    investorHorizon: investor?.investmentLimit || null,
    productHorizon: fund?.productDueTime ?? null,
    investorVarieties: investor?.investmentVarieties || null,
    productVarieties: fund?.investmentVarieties ?? null,
  };
}
