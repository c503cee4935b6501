/**
 * Selling (trading-accounts.md §2, §4): the redeemable-holdings check of the order page, the redemption
 * preview and the redemption POSTs (POST /v1/order/redeem, /redeem/hope). Redemption is by shares, lot by
 * lot first in first out, with the fee by each lot's holding period (under 7 days at least 1.5 %).
 */
import { Type, type Static } from '@sinclair/typebox';

import { Day, Encrypted, FundCode, Nullable, object, query, Time } from '../core/contract';
import {
  FeeRate,
  fundAndAccount,
  Money,
  Nav,
  OverLimit,
  PaidFrom,
  PositiveShares,
  RedeemBusinessType,
  Shares,
  TradeAccount,
} from '../core/contract-trading';
import { RedeemableHolding } from '../fund/contract';
import { AppNo, ConfirmStatus, orderDates, OrderStatus } from './contract-orders';

/** 可赎回校验 GET /v1/order/redeemable (the spec's redeemable-holdings query; path chosen here). */
export const RedeemableQuery = query({ fundCode: FundCode, tradeAccount: TradeAccount });
export type RedeemableQuery = Static<typeof RedeemableQuery>;
/**
 * 可赎回校验 GET /v1/order/redeemable: the investor's holding of this fund in this trade account when it
 * can be redeemed now (available shares above 0, a status that takes Redeem or BookRedeem); else empty.
 */
export const RedeemableData = Type.Array(RedeemableHolding, { maxItems: 1 });
export type RedeemableData = Static<typeof RedeemableData>;

/** 赎回试算 GET /v1/order/redeemQuote (ours: the fee and net amount preview of the order page). */
export const RedeemQuoteQuery = query({
  fundCode: FundCode,
  tradeAccount: TradeAccount,
  businessType: RedeemBusinessType,
  applyShare: PositiveShares,
});
export type RedeemQuoteQuery = Static<typeof RedeemQuoteQuery>;

/**
 * One lot a redemption takes shares from: its confirm date, the shares taken, the calendar days held on the
 * trade date, the rate for that period (percent) and the lot's fee; feeFreeFrom: the first trade date from
 * which this lot would be redeemed without a fee (null when it already is).
 */
export const RedeemLot = object({
  confirmDate: Day,
  shares: Shares,
  holdingDays: Type.Integer({ minimum: 0 }),
  rate: FeeRate,
  /** Back-end (B) lots: the back-end rate for the years held (percent) and its fee; null on a front-end lot. */
  backEndRate: Nullable(FeeRate),
  backEndFee: Nullable(Money),
  fee: Money,
  feeFreeFrom: Nullable(Day),
});
export type RedeemLot = Static<typeof RedeemLot>;

/**
 * 赎回试算 GET /v1/order/redeemQuote: an estimate at the latest published NAV (the order is confirmed at
 * the NAV of its trade date): gross = shares × NAV, fee = the lots' fees, net = gross − fee; the dates an
 * order placed now gets (payout T+n trading days).
 */
export const RedeemQuoteData = object({
  applyShare: Shares,
  nav: Nav,
  navDate: Day,
  gross: Money,
  fee: Money,
  /** Of fee, the back-end subscription fee of back-end (B) lots (0.00 when none). */
  backEndFee: Money,
  net: Money,
  tradeDate: Day,
  confirmDate: Day,
  payoutDate: Day,
  /** The card the money will be paid to (the investor's first bound card); null when none is bound. */
  payoutCard: Nullable(PaidFrom),
  /** Those of the dates counted on the provisional calendar (their year's closures unpublished): 预计. */
  provisionalDates: Type.Array(Day),
  lots: Type.Array(RedeemLot, { maxItems: 500 }),
});
export type RedeemQuoteData = Static<typeof RedeemQuoteData>;

/**
 * What a redemption carries (headers: OrderHeaders): the shares (2 places, above 0, at least the fund's
 * minimum unless all, leaving at least its minimum holding unless none), the over-limit choice and the
 * RSA-encrypted trade password.
 */
const redeemFields = () => ({
  fundCode: FundCode,
  tradeAccount: TradeAccount,
  applyShare: PositiveShares,
  overLimit: OverLimit,
  password: Encrypted,
});

/** An accepted redemption: its number, shares and dates by the server clock; the fee estimated at the latest NAV. */
export const AcceptedRedemption = object({
  appNo: AppNo,
  businessType: RedeemBusinessType,
  status: OrderStatus,
  confirmStatus: ConfirmStatus,
  ...fundAndAccount(),
  applyShare: Shares,
  overLimit: OverLimit,
  estimatedFee: Money,
  estimatedNet: Money,
  ...orderDates(),
  payoutDate: Day,
  /** The card the money will be paid to, recorded with the order; null when none is bound. */
  payoutCard: Nullable(PaidFrom),
  cutOffTime: Time,
  /** Those of the dates counted on the provisional calendar (their year's closures unpublished): 预计. */
  provisionalDates: Type.Array(Day),
});
export type AcceptedRedemption = Static<typeof AcceptedRedemption>;

/** 赎回 POST /v1/order/redeem (headers: OrderHeaders). */
export const RedeemBody = object(redeemFields());
export type RedeemBody = Static<typeof RedeemBody>;
/** 赎回 POST /v1/order/redeem */
export const RedeemData = AcceptedRedemption;
export type RedeemData = Static<typeof RedeemData>;

/** 预约赎回 POST /v1/order/redeem/hope (headers: OrderHeaders): a fund in its closed period, traded on its open day. */
export const RedeemHopeBody = object(redeemFields());
export type RedeemHopeBody = Static<typeof RedeemHopeBody>;
/** 预约赎回 POST /v1/order/redeem/hope */
export const RedeemHopeData = AcceptedRedemption;
export type RedeemHopeData = Static<typeof RedeemHopeData>;
