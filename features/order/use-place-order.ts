import { useCallback, useReducer, useRef } from 'react';

import { useVerifyTradePasswordMutation } from '@/api/account/endpoints';
import type { BuyBusinessType, CapitalMode } from '@/api/core/contract-trading';
import { readError, succeed, type Outcome } from '@/api/core/outcome';
import type { AcceptedOrder, PurchaseBody } from '@/api/order/contract-orders';
import {
  usePlacePurchaseHopeMutation,
  usePlacePurchaseMutation,
  usePlaceSubscriptionMutation,
} from '@/api/order/endpoints-orders';
import { useEncryptPasswords } from '@/features/encryption';

import {
  INITIAL_SUBMISSION,
  isOutcomeUnknown,
  makeIdempotencyKey,
  type SubmissionEvent,
  type SubmissionState,
  submissionTransition,
} from './submission';

/** What the investor chose on the form; the password comes from the trade-password dialog. */
export interface OrderChoice {
  fundCode: string;
  businessType: BuyBusinessType;
  tradeAccount: string;
  /** Yuan with exactly two places ('1000.00'). */
  applySum: string;
  capitalMode: CapitalMode;
  mismatchConfirmed?: '1';
  highRiskConfirmed?: '1';
}

type State = SubmissionState<PurchaseBody, AcceptedOrder>;
type Event = SubmissionEvent<PurchaseBody, AcceptedOrder>;
const reduce = (state: State, event: Event) => submissionTransition(state, event);

/**
 * The trade password is checked first (POST /v1/account/password: its refusal shows under the field);
 * then the order intent is made once (key + body with the password encrypted once) and sent; a resend
 * after an unknown outcome sends that same intent again.
 */
export function usePlaceOrder(businessType: BuyBusinessType) {
  const [state, dispatch] = useReducer(reduce, INITIAL_SUBMISSION as State);
  const encrypt = useEncryptPasswords();
  const [verifyTradePassword] = useVerifyTradePasswordMutation();
  const [placePurchase] = usePlacePurchaseMutation();
  const [placeSubscription] = usePlaceSubscriptionMutation();
  const [placePurchaseHope] = usePlacePurchaseHopeMutation();
  // Set in the same tick as the click: two clicks before React re-renders must not make two intents.
  const inFlight = useRef(false);

  const send = useCallback(
    async (intent: { key: string; body: PurchaseBody }) => {
      const place = {
        Purchase: placePurchase,
        Subscribe: placeSubscription,
        BookPurchase: placePurchaseHope,
      }[businessType];
      // Quiet: the form says what happened (a refusal, or that the outcome is unknown) where the investor looks.
      const answer = await place({ ...intent.body, idempotencyKey: intent.key, silent: true });
      if (answer.error !== undefined) {
        const failure = readError(answer.error);
        // A refusal returns the form to the investor; an unknown outcome keeps it locked (resend only).
        if (!isOutcomeUnknown(failure.state ?? -3)) inFlight.current = false;
        dispatch({ type: 'FAILED', state: failure.state ?? -3, message: failure.message });
      } else dispatch({ type: 'PLACED', result: answer.data });
    },
    [businessType, placePurchase, placeSubscription, placePurchaseHope],
  );

  /** The trade-password dialog's submit: a wrong password stays in the dialog, anything else in the form. */
  const submitWithPassword = useCallback(
    async (choice: OrderChoice, password: string): Promise<Outcome> => {
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
      const { businessType: _business, ...fields } = choice;
      const intent = { key: makeIdempotencyKey(), body: { ...fields, password: encrypted.value.password } };
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
