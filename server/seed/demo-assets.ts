import { shanghaiInstant } from '@/shared/time';

import { markConsignment } from '../account/store-assets';
import { setEmail } from '../account/store-email';
import { findPerson } from '../auth/store';
import { addTradingDays, tradingMoment } from '../core/calendar';
import type { Context } from '../core/context';
import { Decimal } from '../core/money';
import { requireFund } from '../fund/funds';
import { holdingsOf } from '../holding/store';
import { hasBought } from '../order/buy/store';
import { purchaseDates, redeemDates, subscriptionDates } from '../order/calendar/rules';
import { findOrder, insertOrder, type NewOrder } from '../order/common/store';
import { insertTradeRecord } from '../order/common/store-confirm';
import { DEMO, DEMO_IDENTITIES } from './demo-identities';
import { confirmAsBatch } from './seed-batch';

type Who = keyof typeof DEMO;

/**
 * The asset demo (issue 16): two years of history, every figure left to the confirm batch and the NAV
 * history. 张三 bought 970092 and the FOF 970062 about two years ago; the FOF was sold a year later, 970092
 * after its dividend of last week (his current holdings stay those of the redeem demo); a subscription of
 * 970032 placed the trading day before the seed is in transit. 许九's consignment account holds 970011
 * (with its dividend of December 2025) and the FOF.
 */
const EVENTS: ReadonlyArray<{ who: Who; fundCode: string; tradingDaysAgo: number; applySum?: string }> = [
  { who: 'zhangSan', fundCode: '970062', tradingDaysAgo: 485, applySum: '20000.00' },
  { who: 'zhangSan', fundCode: '970092', tradingDaysAgo: 480, applySum: '30000.00' },
  { who: 'zhangSan', fundCode: '970062', tradingDaysAgo: 240 },
  { who: 'zhangSan', fundCode: '970092', tradingDaysAgo: 3 },
  { who: 'xuJiu', fundCode: '970011', tradingDaysAgo: 300, applySum: '50000.00' },
  { who: 'xuJiu', fundCode: '970062', tradingDaysAgo: 100, applySum: '20000.00' },
];

function place(ctx: Context, who: Who, order: Omit<NewOrder, 'account_id' | 'trade_account'>) {
  const identity = DEMO[who];
  const account = findPerson(ctx, identity.phone);
  if (!account) return null;
  const appNo = insertOrder(ctx, {
    ...order,
    account_id: account.id,
    trade_account: identity.tradeAccounts[0],
  });
  return { appNo, account };
}

function orderFields(fundCode: string, tradeDate: string, firstPurchase: boolean) {
  return {
    fund_code: fundCode,
    fee_mode: 'A' as const,
    list_fee: '0.00',
    fee: '0.00',
    capital_mode: '1' as const,
    bank_no: null,
    bank_account: null,
    dividend_type: '1' as const,
    first_purchase: firstPurchase ? 1 : 0,
    applied_at: shanghaiInstant(tradeDate, '100000'),
    apply_date: tradeDate,
    apply_time: '100000',
    trade_date: tradeDate,
    remit_dead_date: tradeDate,
    remittance_time: '150000',
    session_hash: 'seed',
    // The demo investors' transfers arrived as they placed the orders (the batch confirms only paid ones).
    paid_at: shanghaiInstant(tradeDate, '100000'),
  };
}

function seedEvent(ctx: Context, event: (typeof EVENTS)[number], base: string): void {
  const spec = requireFund(ctx, event.fundCode);
  const tradeDate = addTradingDays(base, -event.tradingDaysAgo);
  const account = findPerson(ctx, DEMO[event.who].phone);
  if (!account) return;
  const tradeAccount = DEMO[event.who].tradeAccounts[0];
  if (event.applySum) {
    const dates = purchaseDates(spec, tradeDate);
    const placed = place(ctx, event.who, {
      ...orderFields(spec.code, tradeDate, !hasBought(ctx, account.id, spec.code)),
      business_type: 'Purchase',
      apply_sum: event.applySum,
      confirm_date: dates.confirmDate,
      available_date: dates.availableDate,
    });
    if (!placed) return;
    insertTradeRecord(ctx, {
      accountId: account.id,
      tradeAccount,
      fundCode: spec.code,
      appNo: placed.appNo,
      kind: 'apply',
      amount: event.applySum,
      shares: '0.00',
      recordDate: tradeDate,
      at: shanghaiInstant(tradeDate, '100000'),
    });
    const order = findOrder(ctx, placed.appNo);
    if (order) confirmAsBatch(ctx, order, spec, dates.confirmDate);
    return;
  }
  // A booked redemption (预约赎回) of the whole holding: the FOF after its one-year holding period, 970092
  // in its dividend status.
  const [held] = holdingsOf(ctx, account.id, { fundCode: spec.code, tradeAccount });
  if (!held) return;
  const dates = redeemDates(spec, tradeDate);
  const placed = place(ctx, event.who, {
    ...orderFields(spec.code, tradeDate, false),
    business_type: 'BookRedeem',
    apply_sum: '0.00',
    apply_share: new Decimal(held.shares).toFixed(2),
    over_limit: '0',
    payout_date: dates.payoutDate,
    confirm_date: dates.confirmDate,
    available_date: dates.availableDate,
  });
  const order = placed && findOrder(ctx, placed.appNo);
  if (order) confirmAsBatch(ctx, order, spec, dates.confirmDate);
}

/** A subscription placed the trading day before the seed, waiting for the end of the raise. */
function seedTransit(ctx: Context, base: string): void {
  const spec = requireFund(ctx, '970032');
  const tradeDate = addTradingDays(base, -1);
  if (!spec.raise || tradeDate < spec.raise.from || tradeDate > spec.raise.to) return;
  const dates = subscriptionDates(spec, tradeDate);
  place(ctx, 'zhangSan', {
    ...orderFields(spec.code, tradeDate, true),
    business_type: 'Subscribe',
    apply_sum: '10000.00',
    confirm_date: dates.confirmDate,
    available_date: dates.availableDate,
  });
}

/** The consignment trade account, the e-mails on file, then the history in date order. */
export function seedDemoAssets(ctx: Context): void {
  for (const identity of DEMO_IDENTITIES) {
    const account = findPerson(ctx, identity.phone) ?? undefined;
    if (identity.consignment) identity.tradeAccounts.forEach((t) => markConsignment(ctx, t));
    if (identity.email && account) setEmail(ctx, account.id, identity.email);
  }
  const base = tradingMoment(ctx.clock.now()).tradeDate;
  const ordered = [...EVENTS].sort((a, b) => b.tradingDaysAgo - a.tradingDaysAgo);
  for (const event of ordered) seedEvent(ctx, event, base);
  seedTransit(ctx, base);
}
