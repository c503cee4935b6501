import type { RedeemableHolding } from '@/api/fund/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import type { YyyyMmDd } from '@/shared/time';
import { switchFee, switchRefusal, switchSharesRefusal, type SwitchFee } from '@/shared/trading';
import { SWITCH_TEXT } from '@/shared/trading/switch-rules';

import { UNKNOWN_TRADE_ACCOUNT } from '../../account/rules';
import { ownsTradeAccount } from '../../account/store';
import type { AccountRow } from '../../auth/store';
import { addTradingDays, tradingMoment } from '../../core/calendar';
import type { Context } from '../../core/context';
import { BusinessError, hint } from '../../core/http/envelope';
import { Decimal, parseShares } from '../../core/money';
import { fundSpec, requireFund } from '../../fund/funds';
import { tradingTimeCheck } from '../../fund/rules';
import { latestNav } from '../../fund/store-navs';
import type { FundSpec } from '../../fund/types';
import { holdingLots, holdingViews, unlockedLots } from '../../holding/holdings';
import { sharesFor } from '../buy/rules';
import { buyVerdict, specialCareOf } from '../buy/suitability';
import { quoteRedeem, type HoldingLot } from '../redeem/fee-rules';
import { lotsAfterFrozen } from '../redeem/rules';
import { onlinePurchaseFee, switchFundOf } from './terms';

const NO_HOLDING = SWITCH_TEXT.noHolding;
/** A switch takes no written confirmation: an in-fund the investor would have to confirm is bought instead. */
export const NOT_SUITABLE =
  '转入基金与您的风险承受能力、投资期限或投资品种不完全匹配（或需特别提示），不能通过转换买入，请通过申购办理';

export interface SwitchDates {
  applyDate: YyyyMmDd;
  tradeDate: YyyyMmDd;
  confirmDate: YyyyMmDd;
  availableDate: YyyyMmDd;
}

/** T by the out-fund's trading-time check (after 15:00 the next trading day); confirmed T+1, available T+2. */
export function switchDates(outSpec: FundSpec, now: number): SwitchDates {
  const check = tradingTimeCheck(outSpec, 'Redeem', now);
  if (!check.isTrade || check.date === null) throw hint(check.message ?? '当前不能办理该业务');
  const tradeDate = check.date;
  return {
    applyDate: tradingMoment(now).date,
    tradeDate,
    confirmDate: addTradingDays(tradeDate, 1),
    availableDate: addTradingDays(tradeDate, 2),
  };
}

/** The fee of switching `shares` of these lots at these NAVs on T (the quote and the confirmation alike). */
export function priceSwitch(input: {
  outSpec: FundSpec;
  inSpec: FundSpec;
  lots: HoldingLot[];
  shares: Decimal;
  outNav: Decimal;
  inNav: Decimal;
  tradeDate: YyyyMmDd;
}): SwitchFee & { redeemed: ReturnType<typeof quoteRedeem>; inShares: Decimal } {
  const redeemed = quoteRedeem({
    fund: input.outSpec,
    lots: input.lots,
    shares: input.shares,
    nav: input.outNav,
    tradeDate: input.tradeDate,
  });
  const fee = switchFee({
    gross: redeemed.gross,
    redeemFee: redeemed.fee,
    purchaseFee: (side, amount) => onlinePurchaseFee(side === 'in' ? input.inSpec : input.outSpec, amount),
  });
  return { ...fee, redeemed, inShares: sharesFor(fee.inAmount, input.inNav) };
}

/** The holding behind a switch, in the investor's own trade account; refused as missing otherwise. */
export function switchHolding(
  ctx: Context,
  accountId: number,
  fundCode: string,
  tradeAccount: string,
): { spec: FundSpec; view: RedeemableHolding } {
  if (!ownsTradeAccount(ctx, accountId, tradeAccount)) throw hint(UNKNOWN_TRADE_ACCOUNT);
  const spec = fundSpec(ctx, fundCode);
  const [view] = spec ? holdingViews(ctx, accountId, { fundCode, tradeAccount }) : [];
  if (!spec || !view) throw new BusinessError(RESPONSE_STATE.ORDER_ERROR, NO_HOLDING);
  return { spec, view };
}

/** The in-fund's suitability, checked as a purchase: refusals as a purchase has them, and a full match. */
export function checkSwitchSuitability(ctx: Context, account: AccountRow, inSpec: FundSpec): void {
  const verdict = buyVerdict(ctx, account, inSpec);
  if (verdict.statusCode === '6') return;
  const matched =
    verdict.riskMatch === '1' &&
    verdict.investmentTimeMatch === '1' &&
    verdict.investmentVarietiesMatch === '1' &&
    !verdict.highRiskProduct &&
    specialCareOf(ctx, account, verdict).length === 0;
  if (!matched) throw hint(NOT_SUITABLE);
}

/**
 * Every check of a switch placed now, and its estimate at both funds' latest NAVs: the holding, the two
 * funds' eligibility, the shares against what is available, the in-fund's suitability, the dates.
 */
export function switchPlan(
  ctx: Context,
  account: AccountRow,
  request: { fundCode: string; tradeAccount: string; targetFundCode: string; applyShare: string },
) {
  const { spec: outSpec, view } = switchHolding(ctx, account.id, request.fundCode, request.tradeAccount);
  const inSpec = requireFund(ctx, request.targetFundCode);
  const outFund = switchFundOf(ctx, outSpec);
  const refusal = switchRefusal(outFund, switchFundOf(ctx, inSpec));
  if (refusal) throw hint(refusal);
  const shares = parseShares(request.applyShare);
  const sharesRefusal = switchSharesRefusal(shares, view.availableShares, {
    minSwitchShares: outFund.minSwitchShares,
    minHoldShares: outSpec.limits.minHoldShares,
  });
  if (sharesRefusal) throw hint(sharesRefusal);
  checkSwitchSuitability(ctx, account, inSpec);
  const dates = switchDates(outSpec, ctx.clock.now());
  const outNav = latestNav(ctx, outSpec.code);
  const inNav = latestNav(ctx, inSpec.code);
  if (!outNav || !inNav) throw hint('转出或转入基金暂无净值，暂不能转换');
  const owner = { account_id: account.id, trade_account: request.tradeAccount, fund_code: outSpec.code };
  const lots = lotsAfterFrozen(
    unlockedLots(outSpec, holdingLots(ctx, owner), dates.tradeDate),
    new Decimal(view.frozenShares),
  );
  const priced = priceSwitch({
    outSpec,
    inSpec,
    lots,
    shares,
    outNav: new Decimal(outNav.nav),
    inNav: new Decimal(inNav.nav),
    tradeDate: dates.tradeDate,
  });
  return { outSpec, inSpec, view, dates, outNav, inNav, priced, shares };
}
