/**
 * Changing an order or a holding (trading-accounts.md §3, §4): cancelling an applied order before the
 * cut-off of its trade date, and changing a holding's dividend method. Both need the trade password and an
 * Idempotency-Key (OrderHeaders), like the order POSTs.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Day, Encrypted, FundCode, Nullable, object, query, Time } from '../core/contract';
import {
  BusinessType,
  DividendType,
  FeeMode,
  fundAndAccount,
  Money,
  Shares,
  TradeAccount,
} from '../core/contract-trading';
import { AppNo, ConfirmStatus, orderDates, OrderStatus } from './contract-orders';

/** 可撤单列表 GET /v1/order/cancel */
export const CancellableQuery = query();
export type CancellableQuery = Static<typeof CancellableQuery>;
/**
 * One order that can still be cancelled: applied, before 15:00 of its trade date (deadline, epoch ms by
 * the server clock, for the countdown). applySum for purchases, applyShare for redemptions, dividendType
 * for a dividend change; the others null.
 */
export const CancellableOrder = object({
  appNo: AppNo,
  businessType: BusinessType,
  ...fundAndAccount(),
  applySum: Nullable(Money),
  applyShare: Nullable(Shares),
  dividendType: Nullable(DividendType),
  applyDate: Day,
  applyTime: Time,
  tradeDate: Day,
  cutOffTime: Time,
  deadline: Type.Integer({ minimum: 0 }),
});
export type CancellableOrder = Static<typeof CancellableOrder>;
/** 可撤单列表 GET /v1/order/cancel: newest first. */
export const CancellableData = Type.Array(CancellableOrder, { maxItems: 500 });
export type CancellableData = Static<typeof CancellableData>;

/** 撤单 POST /v1/order/cancel (headers: OrderHeaders): the order (originalAppNo) of this trade account. */
export const CancelBody = object({ originalAppNo: AppNo, password: Encrypted, tradeAccount: TradeAccount });
export type CancelBody = Static<typeof CancelBody>;
/** 撤单 POST /v1/order/cancel: the cancelled order (status 3, confirmStatus 4) and when, by the server clock. */
export const CancelData = object({
  appNo: AppNo,
  status: OrderStatus,
  confirmStatus: ConfirmStatus,
  cancelDate: Day,
  cancelTime: Time,
});
export type CancelData = Static<typeof CancelData>;

/** 分红方式 GET /v1/order/dividend: optionally one fund and trade account. */
export const DividendQuery = query({
  fundCode: Type.Optional(FundCode),
  tradeAccount: Type.Optional(TradeAccount),
});
export type DividendQuery = Static<typeof DividendQuery>;
/**
 * A holding's dividend method in effect and, while a change is not in effect yet, the change (it takes
 * effect when the confirm batch confirms it, on confirmDate).
 */
export const DividendSetting = object({
  ...fundAndAccount(),
  shareType: FeeMode,
  dividendType: DividendType,
  pending: Nullable(object({ appNo: AppNo, dividendType: DividendType, tradeDate: Day, confirmDate: Day })),
});
export type DividendSetting = Static<typeof DividendSetting>;
/** 分红方式 GET /v1/order/dividend */
export const DividendData = Type.Array(DividendSetting, { maxItems: 200 });
export type DividendData = Static<typeof DividendData>;

/**
 * 修改分红方式 PUT /v1/order/dividend (headers: OrderHeaders). State 402001 (OrderError01) while an
 * earlier change of the same holding is not in effect.
 */
export const DividendChangeBody = object({
  password: Encrypted,
  dividendType: DividendType,
  fundCode: FundCode,
  shareType: FeeMode,
  tradeAccount: TradeAccount,
});
export type DividendChangeBody = Static<typeof DividendChangeBody>;
/** 修改分红方式 PUT /v1/order/dividend: the change as an applied BonusWay order. */
export const DividendChangeData = object({
  appNo: AppNo,
  businessType: Type.Literal('BonusWay'),
  status: OrderStatus,
  confirmStatus: ConfirmStatus,
  ...fundAndAccount(),
  dividendType: DividendType,
  ...orderDates(),
  /** Those of the dates counted on the provisional calendar (their year's closures unpublished): 预计. */
  provisionalDates: Type.Array(Day),
});
export type DividendChangeData = Static<typeof DividendChangeData>;
