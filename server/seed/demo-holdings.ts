import { shanghaiInstant } from '@/shared/time';

import { findPerson } from '../auth/store';
import { addTradingDays, tradingMoment } from '../core/calendar';
import type { Context } from '../core/context';
import { requireFund } from '../fund/funds';
import type { FundSpec } from '../fund/types';
import { purchaseDates, type OrderDates } from '../order/calendar/rules';
import { findOrder, insertOrder, type NewOrder } from '../order/common/store';
import { insertApplyRecord } from '../order/common/store-confirm';
import { DEMO } from './demo-identities';
import { confirmAsBatch } from './seed-batch';

/**
 * What 张三 holds in the demo, to redeem: purchases placed in the past and confirmed by the confirm batch's
 * own rules on their confirm dates (so lots, NAVs, fees and holdings are the batch's). 970011 has an old lot
 * (no redemption fee) and one confirmed the trading day before the seed (held under 7 days: at least 1.5 %).
 */
const DEMO_HOLDINGS = [
  { who: 'zhangSan', fundCode: '970011', applySum: '50000.00', tradingDaysAgo: 60 },
  { who: 'zhangSan', fundCode: '970011', applySum: '20000.00', tradingDaysAgo: 2 },
  { who: 'zhangSan', fundCode: '970072', applySum: '30000.00', tradingDaysAgo: 250 },
  // 快速取现 (issue 42): a money-market holding above 2万, enough for a full day's quota and more.
  { who: 'zhangSan', fundCode: '970003', applySum: '30000.00', tradingDaysAgo: 20 },
] as const;

interface PastPurchase {
  who: keyof typeof DEMO;
  fundCode: string;
  applySum: string;
  tradingDaysAgo: number;
}

/**
 * A past purchase paid by bank transfer (no fee, 现金分红), applied at 10:00 on its trade
 * date and paid when applied: how the demo seed and the benchmark write the orders behind their holdings.
 */
export function pastTransferPurchase(
  spec: FundSpec,
  dates: OrderDates,
  order: {
    accountId: number;
    tradeAccount: string;
    applySum: string;
    firstPurchase: boolean;
    appliedAt: number;
    sessionHash: string;
  },
): NewOrder {
  return {
    account_id: order.accountId,
    trade_account: order.tradeAccount,
    fund_code: spec.code,
    business_type: 'Purchase',
    apply_sum: order.applySum,
    fee_mode: 'A',
    list_fee: '0.00',
    fee: '0.00',
    capital_mode: '1',
    bank_no: null,
    bank_account: null,
    dividend_type: '1',
    first_purchase: order.firstPurchase ? 1 : 0,
    applied_at: order.appliedAt,
    apply_date: dates.tradeDate,
    apply_time: '100000',
    trade_date: dates.tradeDate,
    confirm_date: dates.confirmDate,
    available_date: dates.availableDate,
    remit_dead_date: dates.tradeDate,
    remittance_time: '150000',
    session_hash: order.sessionHash,
    paid_at: order.appliedAt,
  };
}

/**
 * A purchase placed `tradingDaysAgo` trading days before today's trade date, paid by transfer, and confirmed
 * by the confirm batch's own rules on its confirm date (its lot, NAV, fee and holding are the batch's).
 */
export function seedPastPurchase(ctx: Context, holding: PastPurchase, firstPurchase: boolean): void {
  const identity = DEMO[holding.who];
  const account = findPerson(ctx, identity.phone);
  if (!account) return;
  const spec = requireFund(ctx, holding.fundCode);
  const tradeDate = addTradingDays(tradingMoment(ctx.clock.now()).tradeDate, -holding.tradingDaysAgo);
  const dates = purchaseDates(spec, tradeDate);
  const order = pastTransferPurchase(spec, dates, {
    accountId: account.id,
    tradeAccount: identity.tradeAccounts[0],
    applySum: holding.applySum,
    firstPurchase,
    appliedAt: shanghaiInstant(tradeDate, '100000'),
    sessionHash: 'seed',
  });
  const appNo = insertOrder(ctx, order);
  insertApplyRecord(ctx, appNo, order, { amount: holding.applySum, shares: '0.00' });
  const placed = findOrder(ctx, appNo);
  if (placed) confirmAsBatch(ctx, placed, spec, dates.confirmDate);
}

export function seedDemoHoldings(ctx: Context): void {
  const bought = new Set<string>();
  for (const holding of DEMO_HOLDINGS) {
    seedPastPurchase(ctx, holding, !bought.has(holding.fundCode));
    bought.add(holding.fundCode);
  }
}
