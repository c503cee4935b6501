import { useCallback, useReducer, useRef } from 'react';

import { useVerifyTradePasswordMutation } from '@/api/account/endpoints';
import { readError, succeed, type Outcome } from '@/api/core/outcome';
import { useEncryptPasswords } from '@/features/encryption';

import {
  INITIAL_SUBMISSION,
  isOutcomeUnknown,
  makeIdempotencyKey,
  type SubmissionEvent,
  type SubmissionState,
  submissionTransition,
} from './submission';

/** An order call (an RTK Query trigger): the body with its Idempotency-Key, quiet (the form says what happened). */
export type PlaceOrder<Body, Result> = (
  request: Body & { idempotencyKey: string; silent: true },
) => PromiseLike<{ data: Result; error?: undefined } | { data?: undefined; error: unknown }>;

/**
 * Any order (purchase, redemption…) sent exactly once: the trade password is checked first (POST
 * /v1/account/password: its refusal stays in the dialog, under the field); then the intent is made once (key
 * + body with the password encrypted once) and sent; after an unknown outcome only that same intent is sent
 * again. `bodyOf` must be stable (a module-level function).
 */
export function useOnceSubmission<Choice extends { tradeAccount: string }, Body, Result>(
  place: PlaceOrder<Body, Result>,
  bodyOf: (choice: Choice, encryptedPassword: string) => Body,
) {
  const [state, dispatch] = useReducer(
    (current: SubmissionState<Body, Result>, event: SubmissionEvent<Body, Result>) =>
      submissionTransition(current, event),
    INITIAL_SUBMISSION as SubmissionState<Body, Result>,
  );
  const encrypt = useEncryptPasswords();
  const [verifyTradePassword] = useVerifyTradePasswordMutation();
  // Set in the same tick as the click: two clicks before React re-renders must not make two intents.
  const inFlight = useRef(false);

  const send = useCallback(
    async (intent: { key: string; body: Body }) => {
      const answer = await place({ ...intent.body, idempotencyKey: intent.key, silent: true });
      if (answer.error !== undefined) {
        const failure = readError(answer.error);
        // A refusal returns the form to the investor; an unknown outcome keeps it locked (resend only).
        if (!isOutcomeUnknown(failure.state ?? -3)) inFlight.current = false;
        dispatch({ type: 'FAILED', state: failure.state ?? -3, message: failure.message });
      } else dispatch({ type: 'PLACED', result: answer.data as Result });
    },
    [place],
  );

  /** The trade-password dialog's submit: a wrong password stays in the dialog, anything else in the form. */
  const submitWithPassword = useCallback(
    async (choice: Choice, password: string): Promise<Outcome> => {
      // A second press while the first is on its way says nothing: the first one answers.
      if (inFlight.current || state.phase !== 'editing') return { ok: false, silent: true };
      inFlight.current = true;
      const encrypted = await encrypt({ password });
      if (!encrypted.ok) {
        inFlight.current = false;
        return encrypted;
      }
      const verified = await verifyTradePassword({
        password: encrypted.value.password,
        tradeAccount: choice.tradeAccount,
        silent: true,
      });
      if (verified.error !== undefined) {
        inFlight.current = false;
        return readError(verified.error);
      }
      const intent = { key: makeIdempotencyKey(), body: bodyOf(choice, encrypted.value.password) };
      dispatch({ type: 'SEND', intent });
      void send(intent);
      return succeed(null);
    },
    [state.phase, encrypt, verifyTradePassword, send, bodyOf],
  );

  const resending = useRef(false);
  const resend = useCallback(() => {
    if (state.phase !== 'unknown' || resending.current) return;
    resending.current = true;
    dispatch({ type: 'RESEND' });
    void send(state.intent).finally(() => {
      resending.current = false;
    });
  }, [state, send]);

  return { state, submitWithPassword, resend };
}
