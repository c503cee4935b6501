import type { SuitabilityState } from './machine';
import type { MismatchKind, ProductSummary } from './types';

/** The call a waiting step is waiting for; the screen makes it and answers with the matching event. */
export type PendingCall = 'tradeTime' | 'buyVerify' | 'agreementSigned' | 'infoPublish';

/** What a confirmed dialog asks the server to record (the evidence of DESIGN.md's trading domain). */
export type Confirmation =
  | { kind: 'mismatch'; mismatch: MismatchKind }
  | { kind: 'high-risk' }
  | { kind: 'special-care' }
  | { kind: 'summary'; summary: ProductSummary };

export function pendingCall(state: SuitabilityState): PendingCall | null {
  switch (state.step) {
    case 'checking-trade-time':
      return 'tradeTime';
    case 'verifying':
      return 'buyVerify';
    case 'checking-agreement':
      return 'agreementSigned';
    case 'loading-summary':
      return 'infoPublish';
    default:
      return null;
  }
}

/** The confirmation being recorded right now, if any. */
export function pendingConfirmation(state: SuitabilityState): Confirmation | null {
  switch (state.step) {
    case 'mismatch':
      return state.submitting ? { kind: 'mismatch', mismatch: state.kind } : null;
    case 'high-risk':
      return state.submitting ? { kind: 'high-risk' } : null;
    case 'special-care':
      return state.submitting ? { kind: 'special-care' } : null;
    case 'summary':
      return state.submitting ? { kind: 'summary', summary: state.summary } : null;
    default:
      return null;
  }
}

/** True while a call is in flight: the buy buttons ignore clicks and show that they are working. */
export function isBusy(state: SuitabilityState): boolean {
  return pendingCall(state) !== null || pendingConfirmation(state) !== null;
}

/** The fund being checked, for the list's loading mark on that row. */
export function fundCodeInCheck(state: SuitabilityState): string | null {
  return 'run' in state ? state.run.fund.fundCode : null;
}
