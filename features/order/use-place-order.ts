import { useCallback, useReducer } from 'react';

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
        dispatch({ type: 'FAILED', state: failure.state ?? -3, message: failure.message });
      } else dispatch({ type: 'PLACED', result: answer.data });
    },
    [businessType, placePurchase, placeSubscription, placePurchaseHope],
  );

  /** The trade-password dialog's submit: a wrong password stays in the dialog, anything else in the form. */
  const submitWithPassword = useCallback(
    async (choice: OrderChoice, password: string): Promise<Outcome> => {
      if (state.phase !== 'editing') return succeed(null);
      const encrypted = await encrypt({ password });
      if (!encrypted.ok) return encrypted;
      const verified = await verifyTradePassword({
        password: encrypted.value.password,
        tradeAccount: choice.tradeAccount,
        silent: true,
      });
      if (verified.error !== undefined) return readError(verified.error);
      const { businessType: _business, ...fields } = choice;
      const intent = { key: makeIdempotencyKey(), body: { ...fields, password: encrypted.value.password } };
      dispatch({ type: 'SEND', intent });
      void send(intent);
      return succeed(null);
    },
    [state.phase, encrypt, verifyTradePassword, send],
  );

  const resend = useCallback(() => {
    if (state.phase !== 'unknown') return;
    dispatch({ type: 'RESEND' });
    void send(state.intent);
  }, [state, send]);

  return { state, submitWithPassword, resend };
}
