/**
 * Sending an order exactly once (DESIGN.md: no duplicate order). An order intent is the body the investor
 * confirmed plus one Idempotency-Key made for it; every retry of that intent sends the same key and the very
 * same body (the trade password inside is encrypted once: re-encrypting would change the body, which the
 * back office refuses under the same key). While the outcome is unknown (timeout, network) the form stays
 * locked and offers only to send the same intent again.
 */

export interface OrderIntent<B> {
  key: string;
  body: B;
}

export type SubmissionState<B, R> =
  | { phase: 'editing'; message?: string }
  | { phase: 'sending'; intent: OrderIntent<B>; attempt: number }
  /** No answer we can trust: the order may or may not exist; only a resend of the same intent is offered. */
  | { phase: 'unknown'; intent: OrderIntent<B>; attempt: number; message: string }
  | { phase: 'placed'; intent: OrderIntent<B>; result: R };

export type SubmissionEvent<B, R> =
  | { type: 'SEND'; intent: OrderIntent<B> }
  | { type: 'PLACED'; result: R }
  | { type: 'FAILED'; state: number | string; message?: string }
  | { type: 'RESEND' };

const SUBMISSION_TEXT = {
  unknown: '网络异常，暂未收到下单结果。请点击“重新提交”确认，重新提交不会重复下单。',
  refused: '下单失败，请稍后再试',
} as const;

/**
 * States after which the order may exist or not: the portal's own (timeout, network, a body that is not the
 * envelope) and the back office's system errors and timeout (503000–503002, 503505). Business refusals
 * (limits, password, 402016, 409000, 503502 …) are definite.
 */
const NO_ANSWER = new Set(['-1', '-2', '-3', '503000', '503001', '503002', '503505']);

/** Whether a failure leaves the outcome unknown (resend the same intent) or is a definite refusal. */
export function isOutcomeUnknown(state: number | string): boolean {
  return NO_ANSWER.has(String(state));
}

export const INITIAL_SUBMISSION = { phase: 'editing' } as const;

export function submissionTransition<B, R>(
  state: SubmissionState<B, R>,
  event: SubmissionEvent<B, R>,
): SubmissionState<B, R> {
  switch (event.type) {
    case 'SEND':
      // Only a form being edited starts a new intent: a double click finds it already sending.
      return state.phase === 'editing' ? { phase: 'sending', intent: event.intent, attempt: 1 } : state;
    case 'RESEND':
      return state.phase === 'unknown'
        ? { phase: 'sending', intent: state.intent, attempt: state.attempt + 1 }
        : state;
    case 'PLACED':
      return state.phase === 'sending'
        ? { phase: 'placed', intent: state.intent, result: event.result }
        : state;
    case 'FAILED':
      if (state.phase !== 'sending') return state;
      if (isOutcomeUnknown(event.state))
        return {
          phase: 'unknown',
          intent: state.intent,
          attempt: state.attempt,
          message: SUBMISSION_TEXT.unknown,
        };
      return { phase: 'editing', message: event.message?.trim() || SUBMISSION_TEXT.refused };
  }
}

/** A fresh Idempotency-Key (a UUID: 36 characters of [0-9a-f-], within the contract's 16–64). */
export function makeIdempotencyKey(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
