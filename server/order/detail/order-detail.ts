import type { OrderDetailData } from '@/api/order/contract-detail';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { shanghaiParts } from '@/shared/time';

import { paidFrom } from '../../bank/fast-pay';
import type { Context } from '../../core/context';
import { BusinessError } from '../../core/http/envelope';
import { fundSpec } from '../../fund/funds';
import { remittanceDue } from '../buy/payment';
import { cancelRefusalByTerms } from '../cancel/rules';
import { cancellableView } from '../cancel/view';
import { moneyToCard, receivingCard } from '../common/money-to-card';
import { cancelDeadline, factsOf, isCancellable, ORDER_CODES } from '../common/order-machine';
import { findOrder, type OrderRow } from '../common/store';
import { confirmationOfOrder } from '../common/store-money';
import { findPrivateOrderByNo } from '../private/store';

export const ORDER_NOT_FOUND = '未找到该笔订单';

const BUYING = new Set(['Purchase', 'Subscribe', 'BookPurchase']);
const REDEEMING = new Set(['Redeem', 'BookRedeem']);

const dayOf = (instant: number | null) => (instant === null ? null : shanghaiParts(instant).date);

/** The card of the order: the fast-pay card debited, or the card a redemption is paid to. */
function cardOf(ctx: Context, row: OrderRow) {
  if (REDEEMING.has(row.business_type)) return receivingCard(ctx, row);
  return row.capital_mode === '2' ? paidFrom(row) : null;
}

/** GET /v1/order/detail: one order of this investor, as its detail page shows it. */
export function orderDetail(ctx: Context, accountId: number, appNo: string): OrderDetailData {
  const row = findOrder(ctx, appNo);
  // Another investor's order is not told apart from a missing one.
  if (!row || row.account_id !== accountId)
    throw new BusinessError(RESPONSE_STATE.ORDER_ERROR, ORDER_NOT_FOUND);
  const now = ctx.clock.now();
  const spec = fundSpec(ctx, row.fund_code);
  const fundName = spec?.name ?? row.fund_code;
  const buying = BUYING.has(row.business_type);
  const codes = ORDER_CODES[row.state];
  const confirmation = confirmationOfOrder(ctx, row.app_no) ?? null;
  const open = isCancellable(factsOf(row), now) && !cancelRefusalByTerms(spec, row.business_type);
  const stage = findPrivateOrderByNo(ctx, appNo)?.stage;
  const visitPending = row.state === 'applied' && (stage === 'pending' || stage === 'answered');
  return {
    allotNo: row.app_no,
    businessType: row.business_type,
    status: codes.orderStatus,
    confirmStatus: codes.confirmStatus,
    fundCode: row.fund_code,
    fundName,
    tradeAccount: row.trade_account,
    applySum: buying ? row.apply_sum : null,
    fee: buying ? row.fee : null,
    feeMode: row.fee_mode,
    applyShare: REDEEMING.has(row.business_type) ? row.apply_share : null,
    dividendType: row.dividend_type,
    capitalMode: row.capital_mode,
    card: cardOf(ctx, row),
    deductStatus: row.deduct_status,
    applyDate: row.apply_date,
    applyTime: row.apply_time,
    tradeDate: row.trade_date,
    confirmDate: confirmation?.confirmDate ?? row.confirm_date,
    availableDate: row.available_date,
    ...(visitPending ? { visitPending: '1' as const } : {}),
    payoutDate: row.payout_date,
    paidDate: buying ? dayOf(row.paid_at) : null,
    remittance: remittanceDue(row),
    cancelDate: row.state === 'cancelled' ? dayOf(row.confirmed_at) : null,
    confirmation,
    moneyToCard: moneyToCard(ctx, row, shanghaiParts(now).date),
    cancellable: open ? cancellableView(row, fundName, cancelDeadline(factsOf(row))) : null,
  };
}
