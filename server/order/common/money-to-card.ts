import type { MoneyToCard, PaidFrom } from '@/api/core/contract-trading';
import { addDays, type YyyyMmDd } from '@/shared/time';

import { paidFrom } from '../../bank/fast-pay';
import { boundCardsOf } from '../../bank/store-cards';
import { addTradingDays } from '../../core/calendar';
import type { Context } from '../../core/context';
import type { OrderRow } from './store';
import { moneyRecordOf } from './store-money';

/**
 * Money on its way to the investor's card (issue 38 item 4), from an order's records: a redemption's payout
 * (its confirm record, the net amount) arrives on its payout date; a refund (a cancelled, withdrawn, failed
 * or partly confirmed purchase) on the trading day after it was recorded — the bank's usual T+1 for a
 * fast-pay reversal and a returned transfer.
 */
export const REFUND_TRADING_DAYS = 1;

type MoneyFacts = Pick<
  OrderRow,
  'app_no' | 'account_id' | 'state' | 'capital_mode' | 'bank_no' | 'bank_account' | 'payout_date'
> & { business_type: string };

const REDEEMING = new Set(['Redeem', 'BookRedeem']);

/** The day a refund recorded on `recorded` reaches the card (the calendar's end: the next calendar day). */
export function refundArrival(recorded: YyyyMmDd): YyyyMmDd {
  try {
    return addTradingDays(recorded, REFUND_TRADING_DAYS);
  } catch {
    return addDays(recorded, REFUND_TRADING_DAYS);
  }
}

/**
 * The card a redemption is paid to: the one recorded with the order, else the investor's first bound card
 * (the trade account's settlement card); null when none is bound.
 */
export function receivingCard(ctx: Context, row: MoneyFacts): PaidFrom | null {
  return paidFrom(row) ?? firstBoundCard(ctx, row.account_id);
}

/** The investor's first bound card, masked: where a redemption placed now is paid. */
export function firstBoundCard(ctx: Context, accountId: number): PaidFrom | null {
  const [card] = boundCardsOf(ctx, accountId);
  return card ? paidFrom({ bank_no: card.bank_code, bank_account: card.card_no }) : null;
}

/** The money of this order on its way to (or arrived on) the card on `today`; null when none moves. */
export function moneyToCard(ctx: Context, row: MoneyFacts, today: YyyyMmDd): MoneyToCard | null {
  const stateOn = (date: YyyyMmDd) => (today >= date ? 'arrived' : 'onTheWay');
  if (REDEEMING.has(row.business_type)) {
    const paid = row.payout_date ? moneyRecordOf(ctx, row.app_no, 'confirm') : undefined;
    if (!paid || !row.payout_date) return null;
    const date = row.payout_date;
    return { kind: 'payout', amount: paid.amount, state: stateOn(date), date, card: receivingCard(ctx, row) };
  }
  const refund = moneyRecordOf(ctx, row.app_no, 'refund');
  if (!refund) return null;
  const date = refundArrival(refund.record_date);
  // Fast pay goes back to the card debited; a transfer back to the account it came from (not known here).
  const card = row.capital_mode === '2' ? paidFrom(row) : null;
  return { kind: 'refund', amount: refund.amount, state: stateOn(date), date, card };
}
