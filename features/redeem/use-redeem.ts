import { useCallback, useReducer, useRef } from 'react';

import { useVerifyTradePasswordMutation } from '@/api/account/endpoints';
import type { OverLimit, RedeemBusinessType } from '@/api/core/contract-trading';
import { readError, succeed, type Outcome } from '@/api/core/outcome';
import type { AcceptedRedemption, RedeemBody } from '@/api/order/contract-redeem';
import { usePlaceRedeemHopeMutation, usePlaceRedeemMutation } from '@/api/order/endpoints-selling';
import { useEncryptPasswords } from '@/features/encryption';
import {
  INITIAL_SUBMISSION,
  isOutcomeUnknown,
  makeIdempotencyKey,
  type SubmissionEvent,
  type SubmissionState,
  submissionTransition,
} from '@/features/order';

export interface RedeemChoice {
  fundCode: string;
  tradeAccount: string;
  /** Shares with exactly two places. */
  applyShare: string;
  overLimit: OverLimit;
}

type State = SubmissionState<RedeemBody, AcceptedRedemption>;
type Event = SubmissionEvent<RedeemBody, AcceptedRedemption>;
const reduce = (state: State, event: Event) => submissionTransition(state, event);

/**
 * A redemption sent exactly once, as purchases are (features/order/submission.ts): the trade password
 * checked first (its refusal under the field), then one intent (key + body, the password encrypted once),
 * sent; after an unknown outcome only that same intent is sent again.
 */
export function useRedeem(business: RedeemBusinessType) {
  const [state, dispatch] = useReducer(reduce, INITIAL_SUBMISSION as State);
  const encrypt = useEncryptPasswords();
  const [verifyTradePassword] = useVerifyTradePasswordMutation();
  const [placeRedeem] = usePlaceRedeemMutation();
  const [placeRedeemHope] = usePlaceRedeemHopeMutation();
  const inFlight = useRef(false);

  const send = useCallback(
    async (intent: { key: string; body: RedeemBody }) => {
      const place = business === 'Redeem' ? placeRedeem : placeRedeemHope;
      const answer = await place({ ...intent.body, idempotencyKey: intent.key, silent: true });
      if (answer.error !== undefined) {
        const failure = readError(answer.error);
        if (!isOutcomeUnknown(failure.state ?? -3)) inFlight.current = false;
        dispatch({ type: 'FAILED', state: failure.state ?? -3, message: failure.message });
      } else dispatch({ type: 'PLACED', result: answer.data });
    },
    [business, placeRedeem, placeRedeemHope],
  );

  const submitWithPassword = useCallback(
    async (choice: RedeemChoice, password: string): Promise<Outcome> => {
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
      const intent = { key: makeIdempotencyKey(), body: { ...choice, password: encrypted.value.password } };
      dispatch({ type: 'SEND', intent });
      void send(intent);
      return succeed(null);
    },
    [state.phase, encrypt, verifyTradePassword, send],
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
