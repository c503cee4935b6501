import { useCallback, useReducer, useRef } from 'react';

import { useVerifyTradePasswordMutation } from '@/api/account/endpoints';
import { readError, succeed, type Outcome } from '@/api/core/outcome';
import { useEncryptPasswords } from '@/features/encryption';

import {
  INITIAL_SUBMISSION,
  isOutcomeUnknown,
  makeIdempotencyKey,
  MAX_RECOVERING_ATTEMPTS,
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
 * again. `bodyOf` must be stable (a module-level function). `findPlaced` (stable too) looks for the order of an
 * intent whose answer never came (among the orders in transit): found, the same intent is sent again at once
 * and the back office answers with the order it holds; not found, the screen offers the resend.
 */
export function useOnceSubmission<Choice extends { tradeAccount: string }, Body, Result>(
  place: PlaceOrder<Body, Result>,
  bodyOf: (choice: Choice, encryptedPassword: string) => Body,
  findPlaced?: (body: Body) => Promise<boolean>,
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
    async (intent: { key: string; body: Body }, firstAttempt: number): Promise<void> => {
      for (let attempt = firstAttempt; ; attempt += 1) {
        const answer = await place({ ...intent.body, idempotencyKey: intent.key, silent: true });
        if (answer.error === undefined) {
          dispatch({ type: 'PLACED', result: answer.data as Result });
          return;
        }
        const failure = readError(answer.error);
        const unknown = isOutcomeUnknown(failure.state ?? -3);
        // A refusal returns the form to the investor; an unknown outcome keeps it locked (resend only).
        if (!unknown) inFlight.current = false;
        dispatch({ type: 'FAILED', state: failure.state ?? -3, message: failure.message });
        if (!unknown) return;
        const found =
          attempt < MAX_RECOVERING_ATTEMPTS && findPlaced
            ? await findPlaced(intent.body).catch(() => false)
            : false;
        dispatch({ type: 'LOOKED_UP', found });
        if (!found) return;
      }
    },
    [place, findPlaced],
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
      void send(intent, 1);
      return succeed(null);
    },
    [state.phase, encrypt, verifyTradePassword, send, bodyOf],
  );

  const resending = useRef(false);
  const resend = useCallback(() => {
    if (state.phase !== 'unknown' || state.lookup === 'checking' || resending.current) return;
    resending.current = true;
    dispatch({ type: 'RESEND' });
    void send(state.intent, state.attempt + 1).finally(() => {
      resending.current = false;
    });
  }, [state, send]);

  return { state, submitWithPassword, resend };
}
