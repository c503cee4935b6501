import { shanghaiInstant } from '@/shared/time';

import { findPerson } from '../auth/store';
import { addTradingDays, tradingMoment } from '../core/calendar';
import type { Context } from '../core/context';
import { requireFund } from '../fund/funds';
import { purchaseDates } from '../order/calendar/rules';
import { findOrder, insertOrder } from '../order/common/store';
import { insertTradeRecord } from '../order/common/store-confirm';
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
  const appliedAt = shanghaiInstant(tradeDate, '100000');
  const appNo = insertOrder(ctx, {
    account_id: account.id,
    trade_account: identity.tradeAccounts[0],
    fund_code: spec.code,
    business_type: 'Purchase',
    apply_sum: holding.applySum,
    fee_mode: 'A',
    list_fee: '0.00',
    fee: '0.00',
    capital_mode: '1',
    bank_no: null,
    bank_account: null,
    dividend_type: '1',
    first_purchase: firstPurchase ? 1 : 0,
    applied_at: appliedAt,
    apply_date: tradeDate,
    apply_time: '100000',
    trade_date: tradeDate,
    confirm_date: dates.confirmDate,
    available_date: dates.availableDate,
    remit_dead_date: tradeDate,
    remittance_time: '150000',
    session_hash: 'seed',
    paid_at: appliedAt,
  });
  insertTradeRecord(ctx, {
    accountId: account.id,
    tradeAccount: identity.tradeAccounts[0],
    fundCode: spec.code,
    appNo,
    kind: 'apply',
    amount: holding.applySum,
    shares: '0.00',
    recordDate: tradeDate,
    at: appliedAt,
  });
  const order = findOrder(ctx, appNo);
  if (order) confirmAsBatch(ctx, order, spec, dates.confirmDate);
}

export function seedDemoHoldings(ctx: Context): void {
  const bought = new Set<string>();
  for (const holding of DEMO_HOLDINGS) {
    seedPastPurchase(ctx, holding, !bought.has(holding.fundCode));
    bought.add(holding.fundCode);
  }
}
