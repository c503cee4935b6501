import type Big from 'big.js';

import type { RedeemableHolding } from '@/api/fund/contract';
import { shanghaiParts, type YyyyMmDd } from '@/shared/time';

import { tradingMoment } from '../core/calendar';
import type { Context } from '../core/context';
import { Decimal, roundYuan, ZERO } from '../core/money';
import { fundSpec } from '../fund/funds';
import { businessRefusal } from '../fund/rules';
import { latestNav } from '../fund/store-navs';
import { PRODUCT_CATEGORY_CODE, type FundSpec } from '../fund/types';
import type { HoldingLot } from '../order/redeem/fee-rules';
import { isUnlocked, unlockDate } from './lock';
import { frozenShares, holdingsOf, lotsOf, type HoldingRow, type LotRow } from './store';

/**
 * The switch of the redeemable-holdings check (spec §4): on unless the back office is started with
 * REDEEMABLE_CHECK=off. When on, the order page must find its fund and trade account among the redeemable
 * holdings before it offers the form.
 */
export const redeemableCheckEnabled = () => process.env.REDEEMABLE_CHECK !== 'off';

const sum = (values: string[]) => values.reduce((total, value) => total.plus(value), ZERO);

/**
 * What is held of a fund in a trade account: the shares of its lots, the registrar's model (the confirm
 * batch writes them; a redeem takes from them first in first out). The redeem list and the assets page both
 * show this figure; the assets page's cost (average cost) and history are derived on top of it.
 */
export const sharesOfLots = (lots: ReadonlyArray<Pick<LotRow, 'shares'>>): Big =>
  sum(lots.map((lot) => lot.shares));

export function sharesHeld(ctx: Context, accountId: number, tradeAccount: string, fundCode: string): Big {
  return sharesOfLots(lotsOf(ctx, accountId, tradeAccount, fundCode));
}

export function holdingLots(
  ctx: Context,
  row: Pick<HoldingRow, 'account_id' | 'trade_account' | 'fund_code'>,
): HoldingLot[] {
  return lotsOf(ctx, row.account_id, row.trade_account, row.fund_code).map((lot) => ({
    id: String(lot.id),
    confirmDate: lot.confirm_date,
    shares: new Decimal(lot.shares),
    mode: lot.fee_mode,
    purchaseNav: new Decimal(lot.purchase_nav),
    // Reinvested dividends and carried-over income: no purchase fee was deferred on them.
    reinvested: lot.dividend_id !== null || lot.carry_over === 1,
  }));
}

/** What the fund's status takes now: a redemption, a booked one in a closed period, or why neither. */
function redeemBusiness(spec: FundSpec, now: number) {
  const today = shanghaiParts(now).date;
  const refusal = businessRefusal(spec, 'Redeem', today);
  if (!refusal) return { business: 'Redeem' as const, reason: null };
  if (!businessRefusal(spec, 'BookRedeem', today)) return { business: 'BookRedeem' as const, reason: null };
  return { business: null, reason: refusal };
}

/**
 * Whether a redemption with this trade date can take a lot at all (trading-rules S12): purchased shares from the
 * trading day after their registration, the 预计份额可用 day the order timeline promised (T+2 for a T+1
 * confirmation); reinvested dividends and carried-over income at once.
 */
const isAvailable = (registered: YyyyMmDd, reinvested: boolean | undefined, tradeDate: YyyyMmDd) =>
  reinvested || registered < tradeDate;

/** The lots a redemption with this trade date can take: available, and past the fund's minimum holding period. */
export const unlockedLots = (spec: FundSpec, lots: HoldingLot[], tradeDate: YyyyMmDd): HoldingLot[] =>
  lots.filter(
    (lot) =>
      isAvailable(lot.confirmDate, lot.reinvested, tradeDate) &&
      isUnlocked(spec.minHolding, lot.confirmDate, tradeDate),
  );

function holdingView(ctx: Context, spec: FundSpec, row: HoldingRow): RedeemableHolding {
  const frozen = sum(frozenShares(ctx, row.account_id, row.trade_account, row.fund_code));
  const nav = latestNav(ctx, spec.code);
  const lots = lotsOf(ctx, row.account_id, row.trade_account, row.fund_code);
  const shares = sharesOfLots(lots);
  // Redeemable today: the lots a redemption placed now (its trade date) can take, less what is frozen.
  const tradeDate = tradingMoment(ctx.clock.now()).tradeDate;
  const unlocked = sum(
    lots
      .filter(
        (lot) =>
          isAvailable(lot.confirm_date, lot.dividend_id !== null || lot.carry_over === 1, tradeDate) &&
          isUnlocked(spec.minHolding, lot.confirm_date, tradeDate),
      )
      .map((lot) => lot.shares),
  );
  const available = unlocked.minus(frozen).lt(ZERO) ? ZERO : unlocked.minus(frozen);
  const { business, reason } = redeemBusiness(spec, ctx.clock.now());
  return {
    fundCode: spec.code,
    fundName: spec.name,
    tradeAccount: row.trade_account,
    fundStatus: spec.status,
    fundRiskLevel: spec.risk,
    productType: spec.productType,
    productCategory: PRODUCT_CATEGORY_CODE[spec.category],
    shareType: lots[0]?.fee_mode ?? 'A',
    shares: shares.toFixed(2),
    frozenShares: frozen.toFixed(2),
    availableShares: available.toFixed(2),
    nav: nav?.nav ?? null,
    navDate: nav?.date ?? null,
    marketValue: nav ? roundYuan(shares.times(nav.nav)).toFixed(2) : null,
    dividendType: row.dividend_type,
    redeemBusiness: business,
    blockReason: reason,
    minRedeemShares: new Decimal(spec.limits.minRedeemShares).toFixed(2),
    minHoldShares: new Decimal(spec.limits.minHoldShares).toFixed(2),
    lots: lots.map((lot) => ({
      confirmDate: lot.confirm_date,
      shares: new Decimal(lot.shares).toFixed(2),
      unlockDate: unlockDate(spec.minHolding, lot.confirm_date, tradeDate),
    })),
  };
}

/** The investor's holdings as the redeem list shows them (optionally one fund and trade account). */
export function holdingViews(
  ctx: Context,
  accountId: number,
  only?: { fundCode: string; tradeAccount: string },
): RedeemableHolding[] {
  return holdingsOf(ctx, accountId, only).flatMap((row) => {
    const spec = fundSpec(ctx, row.fund_code);
    return spec ? [holdingView(ctx, spec, row)] : [];
  });
}

/** Redeemable now: shares available above 0 and a status that takes a redemption or a booked one. */
export const isRedeemable = (view: RedeemableHolding) =>
  view.redeemBusiness !== null && new Decimal(view.availableShares).gt(ZERO);
