import { RESPONSE_STATE } from '@/shared/enums/response-state';

import { isApiError } from './api-error';

export interface Success<T> {
  ok: true;
  value: T;
}

export interface Failure {
  ok: false;
  /** The envelope's state or a client state (timeout, network); absent when nothing is known. */
  state?: number;
  /** The back office's (or the portal's own) message; absent when there is none. */
  message?: string;
  /** Spec §8: 403000 is silently ignored. A screen shows nothing for it, not even its own fallback text. */
  silent?: boolean;
}

/** What a call came to, reduced to what a screen needs: the one outcome type of the portal. */
export type Outcome<T = null> = Success<T> | Failure;

export function succeed<T>(value: T): Success<T> {
  return { ok: true, value };
}

/**
 * The one error reader: whatever an RTK Query answer holds in `error` (the base query's ApiError, or
 * anything else a thrown trigger produced) as a Failure. Every screen reads errors through it, so a state
 * that must stay silent (403000) is silent everywhere.
 */
export function readError(error: unknown): Failure {
  if (!isApiError(error)) return { ok: false };
  if (error.state === RESPONSE_STATE.NO_ROLE_PERMISSION)
    return { ok: false, state: error.state, silent: true };
  return { ok: false, state: error.state, message: error.message || undefined };
}

/** An RTK Query answer (`{data}` or `{error}`) as an Outcome; a successful answer may hold `data: null`. */
export function outcomeOf<T>(answer: { data?: T; error?: unknown }): Outcome<T> {
  if (answer.error !== undefined) return readError(answer.error);
  return succeed(answer.data as T);
}

/** What a screen shows for a failure: the message, else its own fallback; null when it must stay silent. */
export function failureText(failure: Failure, fallback: string): string | null;
export function failureText(failure: Failure): string | null;
export function failureText(failure: Failure, fallback?: string): string | null {
  if (failure.silent) return null;
  return failure.message || fallback || null;
}

/**
 * States after which a write may have happened or not: the portal's own (timeout, network, a body that is not
 * the envelope) and the back office's system errors and timeout (503000–503002, 503505). Business refusals
 * (limits, password, 402016, 409000, 503502 …) are definite. After an unknown outcome a screen looks for what
 * the write would have made before it offers to send it again.
 */
const NO_ANSWER = new Set(['-1', '-2', '-3', '503000', '503001', '503002', '503505']);

/** Whether a failure leaves the outcome unknown (resend the same intent) or is a definite refusal. */
export function isOutcomeUnknown(state: number | string | undefined): boolean {
  return NO_ANSWER.has(String(state ?? -3));
}
