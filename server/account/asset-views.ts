import type { CollateHoldData, DividendItem, HoldData, TransitItem } from '@/api/account/contract-assets';
import { addDays, shanghaiParts, type YyyyMmDd } from '@/shared/time';

import { paidFrom } from '../bank/fast-pay';
import { provisionalAmong } from '../core/calendar';
import type { Context } from '../core/context';
import { roundYuan, ZERO } from '../core/money';
import { fundSpec } from '../fund/funds';
import { remittanceDue } from '../order/buy/payment';
import { moneyToCard } from '../order/common/money-to-card';
import { ORDER_CODES, type OrderState } from '../order/common/order-machine';
import { findOrder } from '../order/common/store';
import { appNosWithMoneyOnTheWay } from '../order/common/store-money';
import { dividendsOf } from '../order/dividend/store';
import { totalsOf } from './asset-rules';
import { holdingItem, holdingsOfChannel, isHeld, type Holding } from './assets';
import { orderFields } from './record-rows';
import {
  orderRecords,
  tradeAccountsOf,
  type Channel,
  type OrderRecordRow,
  type RecordFilter,
} from './store-assets';

/** A channel's holdings and what GET …/hold answers (optionally narrowed to some trade accounts). */
export function channelHold(
  ctx: Context,
  accountId: number,
  channel: Channel,
  accounts?: readonly string[],
  through?: YyyyMmDd,
): { holdings: Holding[]; data: HoldData } {
  const all = holdingsOfChannel(ctx, accountId, channel, through);
  const holdings = accounts ? all.filter((h) => accounts.includes(h.tradeAccount)) : all;
  const totals = totalsOf(holdings.map((h) => h.figures));
  const asOf = holdings.reduce<string | null>(
    (latest, h) =>
      h.figures.navDate && (!latest || h.figures.navDate > latest) ? h.figures.navDate : latest,
    null,
  );
  return {
    holdings,
    data: {
      totals: {
        totalAssets: totals.assets.toFixed(2),
        totalIncome: totals.income.toFixed(2),
        yesterdayIncome: totals.yesterday.toFixed(2),
        asOf,
      },
      holdings: holdings.filter(isHeld).map(holdingItem),
    },
  };
}

/** The settled dividends of the channel's trade accounts that match the filter, newest first. */
export function dividendRows(
  ctx: Context,
  accountId: number,
  channel: Channel,
  filter: RecordFilter,
): DividendItem[] {
  const ofChannel = tradeAccountsOf(ctx, accountId, channel).filter((t) => filter.tradeAccounts.includes(t));
  return dividendsOf(ctx, accountId, ofChannel)
    .filter(
      (d) =>
        (!filter.fundCode || d.fund_code === filter.fundCode) &&
        (!filter.beginDate || d.ex_date >= filter.beginDate) &&
        (!filter.endDate || d.ex_date <= filter.endDate),
    )
    .map((d) => ({
      fundCode: d.fund_code,
      fundName: fundSpec(ctx, d.fund_code)?.name ?? d.fund_code,
      tradeAccount: d.trade_account,
      exDate: d.ex_date,
      shares: d.shares,
      perShare: d.per_share,
      amount: d.amount,
      dividendType: d.dividend_type,
      reinvestShares: d.reinvest_shares,
      reinvestNav: d.nav,
    }))
    .sort((a, b) => b.exDate.localeCompare(a.exDate) || a.fundCode.localeCompare(b.fundCode));
}

/** The consignment holdings as of a day (default: the latest NAV day), for reconciliation. */
export function collateHold(ctx: Context, accountId: number, date?: string): CollateHoldData {
  const holdings = holdingsOfChannel(ctx, accountId, 'consignment');
  const latest = holdings.reduce(
    (d, h) => (h.figures.navDate && h.figures.navDate > d ? h.figures.navDate : d),
    '',
  );
  const asOf = date ?? (latest || '19700101');
  const rows = holdings.flatMap((h) => {
    const point = h.figures.days.filter((p) => p.date <= asOf).at(-1);
    if (!point || point.shares.lte(ZERO)) return [];
    return [
      {
        fundCode: h.fundCode,
        fundName: h.fundName,
        shares: point.shares.toFixed(2),
        marketValue: point.marketValue.toFixed(2),
      },
    ];
  });
  const total = rows.reduce((sum, r) => sum.plus(r.marketValue), ZERO);
  return { date: asOf, totalAssets: roundYuan(total).toFixed(2), rows };
}

/** How many days back a refund may still be on its way (a T+1 refund across a long holiday). */
const REFUND_LOOKBACK_DAYS = 15;

function transitItem(ctx: Context, o: OrderRecordRow, channel: Channel, today: YyyyMmDd): TransitItem {
  const state = o.state as OrderState;
  return {
    ...orderFields(ctx, o),
    channel,
    businessType: o.business_type as TransitItem['businessType'],
    applySum: o.apply_share || o.business_type === 'SwitchIn' ? null : o.apply_sum,
    applyShare: o.apply_share,
    applyDate: o.apply_date,
    confirmDate: o.confirm_date,
    availableDate: o.available_date,
    payoutDate: o.payout_date,
    provisionalDates: provisionalAmong([o.confirm_date, o.available_date, o.payout_date]),
    remittance: remittanceDue({ ...o, state }),
    paidFrom: o.capital_mode === '2' ? paidFrom(o) : null,
    deductStatus: o.deduct_status,
    orderStatus: ORDER_CODES[state].orderStatus,
    moneyToCard: state === 'applied' ? null : moneyToCard(ctx, { ...o, state }, today),
  };
}

/**
 * Orders applied and not yet confirmed, of both channels, newest first, with their predicted dates; then
 * the money still on its way to the card (a confirmed redemption's payout, a refund) until it arrives.
 */
export function transitItems(ctx: Context, accountId: number): TransitItem[] {
  const channels = new Map<string, Channel>();
  for (const channel of ['direct', 'consignment'] as const) {
    for (const account of tradeAccountsOf(ctx, accountId, channel)) channels.set(account, channel);
  }
  const today = shanghaiParts(ctx.clock.now()).date;
  const { rows } = orderRecords(
    ctx,
    accountId,
    { tradeAccounts: [...channels.keys()], state: 'applied' },
    { offset: 0, limit: 500 },
  );
  const moving = appNosWithMoneyOnTheWay(ctx, accountId, today, addDays(today, -REFUND_LOOKBACK_DAYS))
    .map((appNo) => findOrder(ctx, appNo))
    .filter((o): o is NonNullable<typeof o> => !!o && channels.has(o.trade_account));
  return [...rows, ...moving]
    .map((o) => transitItem(ctx, o, channels.get(o.trade_account) ?? 'direct', today))
    .filter((item) => item.orderStatus === '0' || item.moneyToCard?.state === 'onTheWay');
}
