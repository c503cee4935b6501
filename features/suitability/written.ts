import { type StatementId, WRITTEN_STATEMENTS } from '@/shared/trading';

import type { Run } from './machine';
import type { SpecialCareReason, SuitabilityVerdict, WrittenConfirmation } from './types';

const SPECIAL_CARE_REASONS: readonly SpecialCareReason[] = ['elderly', 'firstPurchase'];

/** The special-care reasons buyVerify gave (none for a professional: the server sends none). */
export function specialCareOf(verdict?: SuitabilityVerdict): SpecialCareReason[] {
  const given = verdict?.specialCare ?? [];
  return SPECIAL_CARE_REASONS.filter((reason) => given.includes(reason));
}

/** The run with one more written confirmation: the statement as shown for this fund, and when. */
export function withStatement(run: Run, id: StatementId, confirmedAt: string | undefined): Run {
  const statement = WRITTEN_STATEMENTS[id];
  const confirmation: WrittenConfirmation = {
    statement: id,
    version: statement.version,
    text: statement.statement(run.fund.fundName),
    confirmedAt: confirmedAt ?? '',
  };
  return { ...run, confirmed: { statements: [...run.confirmed.statements, confirmation] } };
}
