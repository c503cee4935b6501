import { failureText, type Failure, type Outcome } from '@/api/core/outcome';
import { codeOrFormProblem } from '@/features/sms';

import { EMPTY_IDENTITY, type IdentityValues } from './identity-schema';
import { RESET_TEXT } from './texts';
import type { ResetIdentity } from './types';

/**
 * The rules of the forgotten login password, without React: identity → slider → SMS to the bound phone →
 * new password → done. Every (re)send passes the slider again: the back office sends a reset SMS only
 * against a fresh captcha token. The component runs the calls and the countdown; this decides what shows.
 */
export interface ResetState {
  /** 0 identity, 1 SMS code and new password, 2 done. */
  step: 0 | 1 | 2;
  /** What was typed on step 1, kept when the investor comes back to it. */
  values: IdentityValues;
  identity: ResetIdentity | null;
  /** The slider is open, and for which send. */
  slider: 'first' | 'resend' | null;
  /** An SMS is on its way, and for which send. */
  sending: 'first' | 'resend' | null;
  /** A failed first send, shown on the identity step. */
  identityFailure: string | null;
  /** A failed resend, shown under the SMS field. */
  sendError: string | null;
  maskedPhone: string | null;
}

export type ResetEvent =
  | { type: 'identityEntered'; identity: ResetIdentity; values: IdentityValues }
  | { type: 'sliderPassed' }
  | { type: 'sliderClosed' }
  | { type: 'smsAnswered'; outcome: Outcome<string | null> }
  | { type: 'resendAsked'; countdownRunning: boolean }
  | { type: 'back' }
  | { type: 'resetDone' };

export const INITIAL_RESET: ResetState = {
  step: 0,
  values: EMPTY_IDENTITY,
  identity: null,
  slider: null,
  sending: null,
  identityFailure: null,
  sendError: null,
  maskedPhone: null,
};

export function resetReducer(state: ResetState, event: ResetEvent): ResetState {
  switch (event.type) {
    case 'identityEntered':
      return {
        ...state,
        values: event.values,
        identity: event.identity,
        identityFailure: null,
        slider: 'first',
      };
    case 'sliderPassed':
      return { ...state, slider: null, sending: state.identity ? state.slider : null };
    case 'sliderClosed':
      return { ...state, slider: null };
    case 'smsAnswered': {
      const purpose = state.sending;
      if (!event.outcome.ok) {
        const message = failureText(event.outcome, RESET_TEXT.sendFailed);
        return purpose === 'first'
          ? { ...state, sending: null, identityFailure: message }
          : { ...state, sending: null, sendError: message };
      }
      return { ...state, sending: null, sendError: null, maskedPhone: event.outcome.value, step: 1 };
    }
    case 'resendAsked':
      if (event.countdownRunning || state.sending) return state;
      return { ...state, sendError: null, slider: 'resend' };
    case 'back':
      return { ...state, sendError: null, step: 0 };
    case 'resetDone':
      return { ...state, step: 2 };
  }
}

/** A refused reset, where it shows (features/sms): 密码重置失败 when the back office words nothing. */
export const submitProblem = (failure: Failure, fallback: string = RESET_TEXT.submitFailed) =>
  codeOrFormProblem(failure, fallback);
