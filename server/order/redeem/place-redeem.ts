import type { PaidFrom, RedeemBusinessType } from '@/api/core/contract-trading';
import type { AcceptedRedemption, RedeemBody, RedeemQuoteData } from '@/api/order/contract-redeem';
import { isPrivateProduct } from '@/shared/enums/fund';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import type { YyyyMmDd } from '@/shared/time';
import { redeemSharesRefusal } from '@/shared/trading';
import { REDEEM_SHARES_TEXT } from '@/shared/trading/redeem-shares';

import { UNKNOWN_TRADE_ACCOUNT } from '../../account/rules';
import { ownsTradeAccount } from '../../account/store';
import { checkTradePassword } from '../../account/trade-password';
import type { Caller } from '../../auth/guard';
import { boundCardsOf } from '../../bank/store-cards';
import { provisionalAmong, tradingMoment } from '../../core/calendar';
import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { BusinessError, hint, ok } from '../../core/http/envelope';
import { Decimal, parseShares, ZERO } from '../../core/money';
import { requireFund } from '../../fund/funds';
import { tradingTimeCheck } from '../../fund/rules';
import { latestNav } from '../../fund/store-navs';
import type { FundSpec } from '../../fund/types';
import { holdingLots, holdingViews, isRedeemable, unlockedLots } from '../../holding/holdings';
import { redeemDates, type OrderDates } from '../calendar/rules';
import { bookingWindow } from '../calendar/schedule';
import type { BindKey } from '../common/idempotency';
import { receivingCard } from '../common/money-to-card';
import { findOrder, insertOrder, placedOrderDates, type NewOrder } from '../common/store';
import { insertApplyRecord } from '../common/store-confirm';
import { quoteRedeem } from './fee-rules';
import { lotsAfterFrozen, minimumHoldingRefusal } from './rules';
import { redeemAccepted } from './view';

/** Spec §4: a fund and trade account that are not among the investor's redeemable holdings. */
const TRADE_ABNORMAL = REDEEM_SHARES_TEXT.abnormal;
export const REDEEM_ACCEPTED = '赎回申请已提交';
const tradeAbnormal = () => new BusinessError(RESPONSE_STATE.ORDER_ERROR, TRADE_ABNORMAL);

/** The dates of a redemption placed now: T by the trading-time check (a booking: the next open day). */
function redeemSchedule(
  spec: FundSpec,
  business: RedeemBusinessType,
  now: number,
): { ok: true; applyDate: YyyyMmDd; dates: OrderDates } | { ok: false; reason: string } {
  const check = tradingTimeCheck(spec, business, now);
  if (!check.isTrade || check.date === null)
    return { ok: false, reason: check.message ?? '当前不能办理该业务' };
  const applyDate = tradingMoment(now).date;
  const tradeDate = business === 'BookRedeem' ? bookingWindow(applyDate).openDate : check.date;
  return { ok: true, applyDate, dates: redeemDates(spec, tradeDate) };
}

/** The holding behind a redemption, the shares checked against it, and the estimate at the latest NAV. */
export function redeemPlan(
  ctx: Context,
  accountId: number,
  spec: FundSpec,
  request: { tradeAccount: string; applyShare: string; business: RedeemBusinessType },
) {
  if (!ownsTradeAccount(ctx, accountId, request.tradeAccount)) throw hint(UNKNOWN_TRADE_ACCOUNT);
  const [view] = holdingViews(ctx, accountId, { fundCode: spec.code, tradeAccount: request.tradeAccount });
  if (!view || !isRedeemable(view)) throw tradeAbnormal();
  if (view.redeemBusiness !== request.business) {
    throw hint(
      request.business === 'BookRedeem' ? '该产品当前可直接赎回，无需预约' : '该产品当前仅可预约赎回',
    );
  }
  const answer = redeemSchedule(spec, request.business, ctx.clock.now());
  if (!answer.ok) throw hint(answer.reason);
  const shares = parseShares(request.applyShare);
  const available = new Decimal(view.availableShares);
  const refusal = redeemSharesRefusal(shares, available, spec.limits);
  if (refusal) throw hint(refusal);
  const nav = latestNav(ctx, spec.code);
  if (!nav) throw hint('该产品暂无净值，暂不能赎回');
  if (isPrivateProduct(spec.productType)) {
    // What stays held: every lot, those under a minimum-holding lock included, less what leaves (P3).
    const kept = new Decimal(view.shares).minus(view.frozenShares).minus(shares);
    const left = minimumHoldingRefusal(kept, new Decimal(nav.nav), spec.limits.minFirst);
    if (left) throw hint(left);
  }
  const held = holdingLots(ctx, {
    account_id: accountId,
    trade_account: request.tradeAccount,
    fund_code: spec.code,
  });
  const lots = lotsAfterFrozen(
    unlockedLots(spec, held, answer.dates.tradeDate),
    new Decimal(view.frozenShares),
  );
  const quote = quoteRedeem({
    fund: spec,
    lots,
    shares,
    nav: new Decimal(nav.nav),
    tradeDate: answer.dates.tradeDate,
  });
  return { view, answer, quote, navDate: nav.date };
}

/** The preview of GET /v1/order/redeemQuote. */
export function redeemQuote(
  plan: ReturnType<typeof redeemPlan>,
  payoutCard: PaidFrom | null,
): RedeemQuoteData {
  const { quote, answer, navDate } = plan;
  return {
    applyShare: quote.shares.toFixed(2),
    nav: quote.nav.toFixed(4),
    navDate,
    gross: quote.gross.toFixed(2),
    fee: quote.fee.toFixed(2),
    backEndFee: quote.backEndFee.toFixed(2),
    net: quote.net.toFixed(2),
    tradeDate: answer.dates.tradeDate,
    confirmDate: answer.dates.confirmDate,
    payoutDate: answer.dates.payoutDate as string,
    payoutCard,
    provisionalDates: provisionalAmong([
      answer.dates.tradeDate,
      answer.dates.confirmDate,
      answer.dates.payoutDate,
    ]),
    lots: quote.lots.map((lot) => ({
      confirmDate: lot.confirmDate,
      shares: lot.shares.toFixed(2),
      holdingDays: lot.holdingDays,
      rate: lot.rate.times('100').toFixed(4),
      backEndRate: lot.backEndRate && lot.backEndRate.times('100').toFixed(4),
      backEndFee: lot.backEndFee && lot.backEndFee.toFixed(2),
      fee: lot.fee.toFixed(2),
      feeFreeFrom: lot.feeFreeFrom,
    })),
  };
}

/**
 * Places a redemption: the holding (redeemable, in the investor's own trade account), the shares, the
 * schedule, then the trade password (with its lock), then — in one transaction, on the clock as it is then —
 * every check again (the cut-off may have passed, another redemption may have frozen shares meanwhile), the
 * order, its trade record and the Idempotency-Key bound to the answer.
 */
export async function placeRedeem(
  ctx: Context,
  caller: Caller,
  business: RedeemBusinessType,
  body: RedeemBody,
  bind: BindKey,
): Promise<AcceptedRedemption> {
  const { account, session } = caller;
  const spec = requireFund(ctx, body.fundCode);
  const request = { tradeAccount: body.tradeAccount, applyShare: body.applyShare, business };
  redeemPlan(ctx, account.id, spec, request);
  await checkTradePassword(ctx, account, body.password);

  return transaction(ctx, () => {
    const { view, answer, quote } = redeemPlan(ctx, account.id, spec, request);
    const now = ctx.clock.now();
    const { dates } = answer;
    const [payoutCard] = boundCardsOf(ctx, account.id);
    const newOrder: NewOrder = {
      account_id: account.id,
      trade_account: body.tradeAccount,
      fund_code: spec.code,
      business_type: business,
      apply_sum: ZERO.toFixed(2),
      fee_mode: view.shareType,
      list_fee: quote.fee.toFixed(2),
      fee: quote.fee.toFixed(2),
      // The money goes to the investor's bank card of the trade account (the first bound), named on the order.
      capital_mode: '1',
      bank_no: payoutCard?.bank_code ?? null,
      bank_account: payoutCard?.card_no ?? null,
      dividend_type: view.dividendType,
      first_purchase: 0,
      ...placedOrderDates(now, { ...dates, applyDate: answer.applyDate }),
      remit_dead_date: null,
      remittance_time: null,
      session_hash: session.token_hash,
      apply_share: quote.shares.toFixed(2),
      over_limit: body.overLimit,
      payout_date: dates.payoutDate,
    };
    const appNo = insertOrder(ctx, newOrder);
    insertApplyRecord(ctx, appNo, newOrder, { amount: ZERO.toFixed(2), shares: quote.shares.toFixed(2) });
    const row = findOrder(ctx, appNo) as NonNullable<ReturnType<typeof findOrder>>;
    const order = redeemAccepted(row, spec.name, quote, receivingCard(ctx, row));
    bind(appNo, ok(order, REDEEM_ACCEPTED));
    return order;
  });
}
