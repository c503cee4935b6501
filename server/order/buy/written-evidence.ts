import type { BuyVerifyData } from '@/api/order/contract';
import type { WrittenConfirmation } from '@/api/order/contract-orders';
import { formatShanghaiSecond } from '@/shared/time';
import { specialCareNotice, WRITTEN_STATEMENTS } from '@/shared/trading';

import type { EvidenceKind } from '../../agreement/evidence-chain';
import { recordEvidence } from '../../agreement/store';
import type { Context } from '../../core/context';
import { statementHash } from './written-confirmations';

const COMPARED = {
  'mismatch-risk': 'risk',
  'mismatch-horizon': 'investmentTime',
  'mismatch-varieties': 'investmentVarieties',
} as const;

/** What the dialog showed above the statement: the comparison and its warning, or the notice. */
function shown(
  confirmation: WrittenConfirmation,
  verify: BuyVerifyData,
): { kind: EvidenceKind; detail: object } {
  const { statement } = confirmation;
  if (statement === 'high-risk') {
    const level =
      verify.comparisons.find((row) => row.item === 'risk')?.productValue ?? verify.fund.fundRiskLevel;
    return {
      kind: 'highRisk',
      detail: { notice: WRITTEN_STATEMENTS[statement].warning(verify.fund.fundName, level) },
    };
  }
  if (statement === 'special-care') {
    return {
      kind: 'specialCare',
      detail: { specialCare: verify.specialCare, notice: specialCareNotice(verify.specialCare) },
    };
  }
  return {
    kind: 'mismatch',
    detail: {
      comparison: verify.comparisons.find((row) => row.item === COMPARED[statement]),
      warning: WRITTEN_STATEMENTS[statement].warning,
      comparisons: verify.comparisons,
      reasons: verify.reasons,
    },
  };
}

/**
 * One evidence entry per written confirmation, in the order's transaction (kept for good: the evidence log
 * is append-only, ≥ 20 years as 办法 art. 32 asks): the statement (id, version, title, the words ticked and
 * their SHA-256), what the dialog showed, when the page says the investor confirmed it and when the back
 * office received it (its own clock: the entry's time).
 */
export function recordConfirmations(
  ctx: Context,
  input: {
    confirmed: readonly WrittenConfirmation[];
    at: number;
    evidence: { accountId: number; sessionHash: string; fundCode: string; appNo: string | null };
    verify: BuyVerifyData;
  },
): void {
  for (const confirmation of input.confirmed) {
    const { kind, detail } = shown(confirmation, input.verify);
    const statement = WRITTEN_STATEMENTS[confirmation.statement];
    recordEvidence(ctx, {
      ...input.evidence,
      kind,
      businessCode: null,
      documentCode: confirmation.statement,
      documentName: statement.title,
      documentHash: statementHash(confirmation.text),
      detail: {
        statement: confirmation.statement,
        version: confirmation.version,
        text: confirmation.text,
        ...detail,
        pageConfirmedAt: confirmation.confirmedAt,
        receivedAt: formatShanghaiSecond(input.at),
      },
      at: input.at,
    });
  }
}
