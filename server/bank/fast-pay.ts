/**
 * 快捷支付 (issue 28 item 1): an order paid from a bound card with fast pay opened. The card must be the
 * investor's, bound and fast-pay; the amount within its bank's single-order limit and what is left of the
 * card's daily limit (Shanghai calendar day, the back office's clock; the rule is shared/trading's, the page
 * applies it too). The bank is asked last, inside the order's transaction (card-debit.ts): a refused debit
 * undoes the order.
 */
import type { PaidFrom } from '@/api/core/contract-trading';
import type { PurchaseBody } from '@/api/order/contract-orders';
import { bankByCode, bankName } from '@/shared/bank/banks';
import { shanghaiInstant, shanghaiParts } from '@/shared/time';
import { FAST_PAY_TEXT, fastPayRefusal, type FastPayLimits } from '@/shared/trading';

import type { Context } from '../core/context';
import { hint } from '../core/http/envelope';
import { Decimal, ZERO } from '../core/money';
import { maskCardNo } from './channels';
import { cardById, type CardRow } from './store-cards';
import { fastPayDebits } from './store-debits';

const DAY_MS = 86_400_000;

export const PAYING_CARD_TEXT = {
  notOwn: '没有找到该银行卡，请重新选择支付银行卡',
  notFastPay: '该银行卡未开通快捷支付，请先开通快捷支付或选择汇款支付',
  bankMismatch: '支付银行卡与所选银行不符，请重新选择支付银行卡',
  refused: (reason: string) =>
    `银行卡扣款失败：${reason}。本次申请未提交，未扣款，请更换银行卡或选择汇款支付`,
} as const;

/** What the card paid by fast pay on the Shanghai day of `now`. */
export function paidTodayFrom(ctx: Context, cardNo: string, now: number): Decimal {
  const start = shanghaiInstant(shanghaiParts(now).date, '000000');
  return fastPayDebits(ctx, cardNo, start, start + DAY_MS).reduce(
    (sum, amount) => sum.plus(new Decimal(amount)),
    ZERO,
  );
}

/** A fast-pay card's limits now (yuan, 2 places); null when the card or its bank's channel has no fast pay. */
export function fastPayLimitsOf(ctx: Context, card: CardRow, now: number): FastPayLimits | null {
  const limits = bankByCode(card.bank_code)?.fastPay;
  if (!card.fast_pay || !limits) return null;
  return {
    singleLimit: new Decimal(String(limits.single)).toFixed(2),
    dailyLimit: new Decimal(String(limits.daily)).toFixed(2),
    paidToday: paidTodayFrom(ctx, card.card_no, now).toFixed(2),
  };
}

/** How an order names the card it was paid from. */
export function paidFrom(row: { bank_no: string | null; bank_account: string | null }): PaidFrom | null {
  if (!row.bank_no || !row.bank_account) return null;
  const bankNo = row.bank_no;
  return {
    bankNo,
    bankName: bankName(bankNo),
    bankAccountMasked: maskCardNo(row.bank_account),
  };
}

type CardChoice = Pick<PurchaseBody, 'capitalMode' | 'bankNo' | 'bankAccount'>;

/**
 * The investor's bound card the order names (bankNo, bankAccount = the card's id), or null when it names none
 * (a bank transfer may). Fast pay needs one, with fast pay opened.
 */
export function payingCard(ctx: Context, accountId: number, body: CardChoice): CardRow | null {
  const fastPay = body.capitalMode === '2';
  if (fastPay && (body.bankAccount === undefined || body.bankNo === undefined))
    throw hint(FAST_PAY_TEXT.noCard);
  if (body.bankAccount === undefined) return null;
  const card = cardById(ctx, Number(body.bankAccount));
  if (!card || card.account_id !== accountId || card.state !== 'bound') throw hint(PAYING_CARD_TEXT.notOwn);
  if (body.bankNo !== undefined && body.bankNo !== card.bank_code) throw hint(PAYING_CARD_TEXT.bankMismatch);
  if (fastPay && !card.fast_pay) throw hint(PAYING_CARD_TEXT.notFastPay);
  return card;
}

/** Why the card cannot pay this amount by fast pay now (its limits), or null. */
export function fastPayLimitRefusal(ctx: Context, card: CardRow, amount: string, now: number): string | null {
  const limits = fastPayLimitsOf(ctx, card, now);
  if (!limits) return PAYING_CARD_TEXT.notFastPay;
  return fastPayRefusal({ amount, bankName: bankName(card.bank_code), limits });
}
