/**
 * 基金转换 (issue 42 item 2, ours: the spec has no switch): the funds a holding can be switched into, the
 * fee preview and the switch POST (POST /v1/order/switch). A switch is one intent of two orders, 转换（转出）
 * of the out-fund's shares and 转换（转入） of the in-fund, both priced at their funds' NAVs of T, confirmed
 * T+1, the new shares available T+2.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Day, Encrypted, FundCode, Nullable, object, query, str, Time } from '../core/contract';
import {
  fundAndAccount,
  FundRiskLevel,
  Money,
  Nav,
  PositiveShares,
  ProductCategory,
  Shares,
  TradeAccount,
} from '../core/contract-trading';
import { AppNo, ConfirmStatus, orderDates, OrderStatus } from './contract-orders';

/** 可转换基金 GET /v1/order/switchTargets: a holding of the investor (fund and trade account). */
export const SwitchTargetsQuery = query({ fundCode: FundCode, tradeAccount: TradeAccount });
export type SwitchTargetsQuery = Static<typeof SwitchTargetsQuery>;

/** A fund the holding's shares can be switched into now. */
export const SwitchTarget = object({
  fundCode: FundCode,
  fundName: str(100),
  fundRiskLevel: FundRiskLevel,
  productCategory: ProductCategory,
  nav: Nullable(Nav),
  navDate: Nullable(Day),
});
export type SwitchTarget = Static<typeof SwitchTarget>;

/**
 * 可转换基金 GET /v1/order/switchTargets: the holding's switchable shares and limits, and the funds its shares
 * can go into (same registrar, both open for switching, the in-fund sold here); empty when none.
 */
export const SwitchTargetsData = object({
  ...fundAndAccount(),
  availableShares: Shares,
  minSwitchShares: Shares,
  minHoldShares: Shares,
  /** Why the holding cannot be switched out at all now; null when it can. */
  refusal: Nullable(str(200)),
  targets: Type.Array(SwitchTarget, { maxItems: 200 }),
});
export type SwitchTargetsData = Static<typeof SwitchTargetsData>;

const switchFields = () => ({
  fundCode: FundCode,
  tradeAccount: TradeAccount,
  targetFundCode: FundCode,
  applyShare: PositiveShares,
});

/** 转换试算 GET /v1/order/switchQuote */
export const SwitchQuoteQuery = query(switchFields());
export type SwitchQuoteQuery = Static<typeof SwitchQuoteQuery>;

/**
 * 转换试算 GET /v1/order/switchQuote: an estimate at each fund's latest published NAV (the switch is
 * confirmed at their NAVs of T): 转出金额 = shares × out NAV; 转换费 = 赎回费 (the lots' holding days) +
 * 申购补差费 (the in-fund's purchase fee minus the out-fund's on the switched amount, never negative);
 * 转入金额 = 转出金额 − 转换费; estimated in-shares = 转入金额 ÷ in NAV.
 */
export const SwitchQuoteData = object({
  applyShare: Shares,
  outNav: Nav,
  outNavDate: Day,
  inNav: Nav,
  inNavDate: Day,
  gross: Money,
  redeemFee: Money,
  diffFee: Money,
  fee: Money,
  inAmount: Money,
  inShares: Shares,
  tradeDate: Day,
  confirmDate: Day,
  availableDate: Day,
  /** Those of the dates counted on the provisional calendar (their year's closures unpublished): 预计. */
  provisionalDates: Type.Array(Day),
});
export type SwitchQuoteData = Static<typeof SwitchQuoteData>;

/** 基金转换 POST /v1/order/switch (headers: OrderHeaders): the switch and the RSA-encrypted trade password. */
export const SwitchBody = object({ ...switchFields(), password: Encrypted });
export type SwitchBody = Static<typeof SwitchBody>;

/** An accepted switch: its two orders, the fee estimated at the latest NAVs, the dates by the server clock. */
export const SwitchData = object({
  appNo: AppNo,
  inAppNo: AppNo,
  status: OrderStatus,
  confirmStatus: ConfirmStatus,
  fundCode: FundCode,
  fundName: str(100),
  targetFundCode: FundCode,
  targetFundName: str(100),
  tradeAccount: TradeAccount,
  applyShare: Shares,
  estimatedFee: Money,
  estimatedInAmount: Money,
  ...orderDates(),
  availableDate: Day,
  cutOffTime: Time,
  provisionalDates: Type.Array(Day),
});
export type SwitchData = Static<typeof SwitchData>;
