import { fundRiskLabel, riskToleranceLabel } from '@/shared/enums';
import { formatDate } from '@/shared/time';

import { mismatchesOf, verdictOutcome } from './machine';
import type { Stop, StopReason } from './stops';
import type { SuitabilityVerdict } from './types';

/**
 * The suitability card of the order page (issue 13, beyond the spec): the investor's C-level and its expiry
 * against the fund's R-level, and the back office's verdict in its own words: buyVerify's reasons, or the
 * sentence of the refusal the chain ended in. The page judges nothing itself: before the answer the card
 * shows the levels and no verdict.
 */

/** The investor's risk level as GET /v1/auth/user gives it. */
export interface InvestorRiskProfile {
  /** C1–C5, or null when never tested. */
  risk: string | null;
  /** yyyyMMdd */
  endDate: string | null;
  isLowestRisk: boolean;
}

type CardVerdict = 'match' | 'mismatch' | 'blocked' | 'professional';

export interface SuitabilityCard {
  investorLevel: string;
  expiry: string;
  fundLevel: string;
  /** Absent until the back office has answered. */
  verdict?: CardVerdict;
  reasons: readonly string[];
  /** The checks are running: the reasons' place is held until they arrive (issue 30: no layout shift). */
  checking: boolean;
}

/** What the chain has answered so far: buyVerify's verdict, or the stop it ended in. */
export interface CardAnswer {
  verdict?: SuitabilityVerdict;
  stop?: Stop;
  /** The chain is still running (not cancelled, not stopped). */
  checking?: boolean;
}

/** The stops that are the suitability chain's own refusals (a closed market or a failed call is none). */
const REFUSALS: ReadonlySet<StopReason> = new Set<StopReason>([
  'missing-factors',
  'not-qualified',
  'qualification-expired',
  'no-risk-level',
  'risk-expired',
  'lowest-risk',
  'no-trade-account',
  'blacklist',
]);

const UNTESTED = '未测评';

function verdictOf(verdict: SuitabilityVerdict): CardVerdict | undefined {
  const outcome = verdictOutcome(verdict);
  if (outcome === 'not-allowed') return 'blocked';
  if (outcome === 'professional') return 'professional';
  if (outcome === 'unreadable') return undefined;
  return mismatchesOf(verdict).length > 0 ? 'mismatch' : 'match';
}

export function suitabilityCard(
  investor: InvestorRiskProfile,
  fundRisk: string | number,
  { verdict, stop, checking = false }: CardAnswer = {},
): SuitabilityCard {
  const facts = {
    investorLevel: investor.risk
      ? `${investor.risk} ${riskToleranceLabel(investor.risk, investor.isLowestRisk)}`
      : UNTESTED,
    expiry: formatDate(investor.endDate),
    fundLevel: fundRiskLabel(fundRisk),
  };
  if (verdict)
    return { ...facts, verdict: verdictOf(verdict), reasons: verdict.reasons ?? [], checking: false };
  if (stop && REFUSALS.has(stop.reason))
    return { ...facts, verdict: 'blocked', reasons: [stop.message], checking: false };
  return { ...facts, reasons: [], checking: checking && !stop };
}
