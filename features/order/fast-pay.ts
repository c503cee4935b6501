import Big from 'big.js';
import { useMemo } from 'react';
import { object, string } from 'yup';

import type { BankCard } from '@/api/bank/contract-cards';
import { useFetchBankChannelQuery } from '@/api/bank/endpoints-cards';
import type { CapitalMode } from '@/api/core/contract-trading';
import { FAST_PAY_TEXT, fastPayRefusal } from '@/shared/trading';

/**
 * 快捷支付 on the order form: the investor's bound cards with fast pay opened (GET /v1/bank/channel, each with
 * its bank's limits and what it paid today), and the rule the back office applies too (shared/trading).
 */

/** A bound card with fast pay opened, its limits known. */
export type FastPayCard = BankCard & { fastPayLimits: NonNullable<BankCard['fastPayLimits']> };

const isFastPayCard = (card: BankCard): card is FastPayCard => card.fastPay && card.fastPayLimits !== null;

/** The investor's fast-pay cards; undefined while they are asked for (or when they could not be). */
export function useFastPayCards(): readonly FastPayCard[] | undefined {
  const { data } = useFetchBankChannelQuery({ silent: true });
  return useMemo(() => data?.cards.filter(isFastPayCard), [data]);
}

export interface PaymentValues {
  amount: string;
  capitalMode: CapitalMode;
  /** The chosen card's id ('' none). */
  bankAccount: string;
}

/** The amount typed, when it is one above zero (the amount's own rule says what is wrong otherwise). */
function amountOf(text: string): Big | undefined {
  try {
    const amount = new Big(text.trim());
    return amount.gt(0) ? amount : undefined;
  } catch {
    return undefined;
  }
}

/** Why the chosen card cannot pay this amount by fast pay, or undefined (also while the amount is not one). */
export function fastPayProblem(values: PaymentValues, cards: readonly FastPayCard[] | undefined) {
  if (values.capitalMode !== '2') return undefined;
  const card = cards?.find((c) => c.id === values.bankAccount);
  if (!card) return FAST_PAY_TEXT.noCard;
  const amount = amountOf(values.amount);
  if (!amount) return undefined;
  return fastPayRefusal({ amount, bankName: card.bankName, limits: card.fastPayLimits }) ?? undefined;
}

/** The form's fast-pay rule: the chosen card and its limits against the amount. */
export function fastPaySchema(cards: readonly FastPayCard[] | undefined) {
  return object({
    bankAccount: string().test('fast-pay', '', function test() {
      const problem = fastPayProblem(this.parent as PaymentValues, cards);
      return problem ? this.createError({ message: problem }) : true;
    }),
  });
}

/** What the order carries of the card: its bank's code and the card's id, with fast pay only. */
export function paymentCardFields(values: PaymentValues, cards: readonly FastPayCard[] | undefined) {
  const card = values.capitalMode === '2' ? cards?.find((c) => c.id === values.bankAccount) : undefined;
  return card ? { bankNo: card.bankCode, bankAccount: card.id } : {};
}
