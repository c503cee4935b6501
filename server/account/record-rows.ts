import type { ConfirmRecordItem, TradeRecordItem } from '@/api/account/contract-assets';
import { shanghaiParts } from '@/shared/time';

import { paidFrom } from '../bank/fast-pay';
import type { Context } from '../core/context';
import { fundSpec } from '../fund/funds';
import { moneyToCard } from '../order/common/money-to-card';
import { ORDER_CODES, type OrderState } from '../order/common/order-machine';
import { confirmationOfOrder } from '../order/common/store-money';
import type { ConfirmationRecordRow, OrderRecordRow } from './store-assets';

const fundName = (ctx: Context, code: string) => fundSpec(ctx, code)?.name ?? code;
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
    appNo: o.app_no,
    fundCode: o.fund_code,
    fundName: fundName(ctx, o.fund_code),
    tradeAccount: o.trade_account,
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
    appNo: c.app_no,
    fundCode: c.fund_code,
    fundName: fundName(ctx, c.fund_code),
    tradeAccount: c.trade_account,
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
