import type { ConfirmRecordItem, TradeRecordItem } from '@/api/account/contract-assets';
import { shanghaiParts } from '@/shared/time';

import { paidFrom } from '../bank/fast-pay';
import type { Context } from '../core/context';
import { fundSpec } from '../fund/funds';
import { moneyToCard } from '../order/common/money-to-card';
import { ORDER_CODES, type OrderState } from '../order/common/order-machine';
import { confirmationOfOrder } from '../order/common/store-money';
import type { ConfirmationRecordRow, OrderRecordRow } from './store-assets';

/** What every record of an order starts with: the order, its fund (also by name) and the trade account. */
export const orderFields = (
  ctx: Context,
  row: { app_no: string; fund_code: string; trade_account: string },
) => ({
  appNo: row.app_no,
  fundCode: row.fund_code,
  fundName: fundSpec(ctx, row.fund_code)?.name ?? row.fund_code,
  tradeAccount: row.trade_account,
});
const SHARE_BUSINESS = new Set(['Redeem', 'BookRedeem', 'BonusWay', 'SwitchOut', 'SwitchIn']);

/** Why an order failed (or was partly confirmed), from its confirmation; null for the others. */
function reasonOf(ctx: Context, o: OrderRecordRow): string | null {
  if (o.state !== 'failed' && o.state !== 'partlyConfirmed') return null;
  return confirmationOfOrder(ctx, o.app_no)?.reason ?? null;
}

export function tradeRow(ctx: Context, o: OrderRecordRow): TradeRecordItem {
  const byShares = SHARE_BUSINESS.has(o.business_type);
  const state = o.state as OrderState;
  return {
    ...orderFields(ctx, o),
    businessType: o.business_type as TradeRecordItem['businessType'],
    applySum: byShares ? null : o.apply_sum,
    applyShare: o.apply_share,
    applyDate: o.apply_date,
    applyTime: o.apply_time,
    orderStatus: ORDER_CODES[state].orderStatus,
    paidFrom: o.capital_mode === '2' ? paidFrom(o) : null,
    deductStatus: o.deduct_status,
    reason: reasonOf(ctx, o),
    moneyToCard: moneyToCard(ctx, { ...o, state }, shanghaiParts(ctx.clock.now()).date),
  };
}

export function confirmRow(ctx: Context, c: ConfirmationRecordRow): ConfirmRecordItem {
  return {
    ...orderFields(ctx, c),
    businessType: c.business_type as ConfirmRecordItem['businessType'],
    confirmDate: c.confirm_date,
    confirmStatus: c.confirm_status as ConfirmRecordItem['confirmStatus'],
    confirmedAmount: c.confirmed_amount,
    confirmedShares: c.shares,
    nav: c.nav,
    fee: c.fee,
    refund: c.refund,
    reason: c.reason,
  };
}
