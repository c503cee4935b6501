import { isOutcomeUnknown } from '@/api/core/outcome';

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
  /** `recovered`: a resend after the lookup found the order (the back office replays its first answer). */
  | { phase: 'sending'; intent: OrderIntent<B>; attempt: number; recovered?: boolean }
  /**
   * No answer we can trust: the order may or may not exist. The screen first looks for it among the orders
   * in transit (`lookup: 'checking'`); only when it is not found is a resend of the same intent offered.
   */
  | {
      phase: 'unknown';
      intent: OrderIntent<B>;
      attempt: number;
      message: string;
      lookup?: 'checking' | 'done';
    }
  | { phase: 'placed'; intent: OrderIntent<B>; result: R; recovered?: boolean };

export type SubmissionEvent<B, R> =
  | { type: 'SEND'; intent: OrderIntent<B> }
  | { type: 'PLACED'; result: R }
  | { type: 'FAILED'; state: number | string; message?: string }
  | { type: 'RESEND' }
  /** The lookup of an unknown outcome: the order is in transit (found), or not (or the lookup failed). */
  | { type: 'LOOKED_UP'; found: boolean };

export const SUBMISSION_TEXT = {
  unknown: '网络异常，暂未收到下单结果。请点击“重新提交”确认，重新提交不会重复下单。',
  checking: '网络异常，暂未收到下单结果，正在查询该笔申请是否已受理，请勿离开本页…',
  notFound: '网络异常，暂未收到下单结果；在途申请中未查到该笔申请。请点击“重新提交”，重新提交不会重复下单。',
  recovered: '网络异常，暂未收到下单结果；已查到该笔申请，未重复下单。',
  refused: '下单失败，请稍后再试',
} as const;

/** How many sends of one intent may happen before a found order is no longer fetched by itself. */
export const MAX_RECOVERING_ATTEMPTS = 3;

export { isOutcomeUnknown };

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
      return state.phase === 'unknown' && state.lookup !== 'checking'
        ? { phase: 'sending', intent: state.intent, attempt: state.attempt + 1 }
        : state;
    case 'LOOKED_UP':
      if (state.phase !== 'unknown' || state.lookup !== 'checking') return state;
      // Found: the same key again makes the back office answer with the order it holds, never a second one.
      if (event.found)
        return { phase: 'sending', intent: state.intent, attempt: state.attempt + 1, recovered: true };
      return { ...state, lookup: 'done', message: SUBMISSION_TEXT.notFound };
    case 'PLACED':
      return state.phase === 'sending'
        ? { phase: 'placed', intent: state.intent, result: event.result, recovered: state.recovered }
        : state;
    case 'FAILED':
      if (state.phase !== 'sending') return state;
      if (isOutcomeUnknown(event.state))
        return {
          phase: 'unknown',
          intent: state.intent,
          attempt: state.attempt,
          message: SUBMISSION_TEXT.unknown,
          lookup: 'checking',
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
