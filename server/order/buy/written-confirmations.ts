import { createHash } from 'node:crypto';

import type { SpecialCareReason } from '@/api/order/contract';
import type { StatementId, WrittenConfirmation } from '@/api/order/contract-orders';
import { WRITTEN_STATEMENTS } from '@/shared/trading';

import type { AccountRow } from '../../auth/store';
import type { Context } from '../../core/context';
import { hint } from '../../core/http/envelope';
import type { FundSpec } from '../../fund/types';
import { buyVerdict, specialCareOf, type SuitabilityResult } from './suitability';

/**
 * The written confirmations an order needs (办法 art. 19, 20; reviews U8, U10), pure: one per mismatch the
 * rules find (risk, horizon, varieties; not for professionals), the high-risk notice of an R5 product for an
 * ordinary investor, the special-care notice for a special investor. Each must come with the order in the
 * statement's current version and in the words the page showed for this fund.
 */
export function requiredStatements(result: SuitabilityResult, specialCare: readonly SpecialCareReason[]) {
  if (result.statusCode === '6' || result.statusCode === '3') return [];
  const required: StatementId[] = [];
  if (result.statusCode === '1' || result.riskMatch === '0') required.push('mismatch-risk');
  if (result.investmentTimeMatch === '0') required.push('mismatch-horizon');
  if (result.investmentVarietiesMatch === '0') required.push('mismatch-varieties');
  if (result.highRiskProduct) required.push('high-risk');
  if (specialCare.length > 0) required.push('special-care');
  return required;
}

export const CONFIRMATION_TEXT = {
  missing: (title: string) => `缺少「${title}」的书面确认，请重新阅读并确认后再购买`,
  stale: (title: string) => `「${title}」的内容已更新或与所示不符，请重新阅读并确认后再购买`,
  after: (title: string) => `「${title}」的确认时间晚于本次提交的时间，请重新确认后再购买`,
} as const;

/** How far a page's time of confirmation may run ahead of the receipt: the page's estimate of the server's clock. */
export const CONFIRMATION_CLOCK_TOLERANCE_MS = 60_000;

/**
 * Each required statement with the confirmation that answers it, or the first refusal in the chain's order.
 * Evidence of a confirmation dated after its receipt (beyond the page's clock error) proves nothing: refused.
 */
export function matchConfirmations(
  required: readonly StatementId[],
  given: readonly WrittenConfirmation[],
  fundName: string,
  receivedAt: number,
): { refusal: string } | { confirmed: WrittenConfirmation[] } {
  const confirmed: WrittenConfirmation[] = [];
  for (const id of required) {
    const statement = WRITTEN_STATEMENTS[id];
    const answer = given.find((confirmation) => confirmation.statement === id);
    if (!answer) return { refusal: CONFIRMATION_TEXT.missing(statement.title) };
    if (answer.version !== statement.version || answer.text !== statement.statement(fundName)) {
      return { refusal: CONFIRMATION_TEXT.stale(statement.title) };
    }
    if (Date.parse(answer.confirmedAt) > receivedAt + CONFIRMATION_CLOCK_TOLERANCE_MS) {
      return { refusal: CONFIRMATION_TEXT.after(statement.title) };
    }
    confirmed.push(answer);
  }
  return { confirmed };
}

/**
 * The suitability verdict of buying this fund (a refusal, status 3, thrown as its last reason), the special
 * care it calls for, and the written confirmations it needs matched against those given (a refusal thrown).
 */
export function confirmedSuitability(
  ctx: Context,
  account: AccountRow,
  spec: FundSpec,
  given: readonly WrittenConfirmation[],
) {
  const result = buyVerdict(ctx, account, spec);
  if (result.statusCode === '3') throw hint(result.reasons[result.reasons.length - 1].text);
  const specialCare = specialCareOf(ctx, account, result);
  const written = matchConfirmations(
    requiredStatements(result, specialCare),
    given,
    spec.name,
    ctx.clock.now(),
  );
  if ('refusal' in written) throw hint(written.refusal);
  return { result, specialCare, confirmed: written.confirmed };
}

/** SHA-256 of the words ticked: the evidence entry's document hash. */
export const statementHash = (text: string) => createHash('sha256').update(text).digest('hex');
