/**
 * A private product's order after it is placed (issue 14): its cooling-off (≥ 24 hours from the later of
 * the contract's signature and the payment), the withdrawal (解除合同) until the return visit passes, and
 * the online return visit. Times are the back office's, yyyy-MM-dd HH:mm:ss in Asia/Shanghai.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Encrypted, Flag, FundCode, Nullable, object, query, str, StringEnum } from '../core/contract';
import { Money, RemittanceDue } from '../core/contract-trading';
import { AppNo } from './contract-orders';

const Moment = str(19);

/**
 * awaitingPayment (a bank transfer not arrived) → coolingOff → visitOpen → answered (the investor's answers,
 * 回访待确认) → final (a back-office reviewer confirmed the visit); withdrawn (解除合同) or visitFailed (a "否"
 * to a key question) undo it; invalid: the transfer missed its deadline; lapsed: the visit was not confirmed
 * by its deadline, the order is void and refunded in full.
 */
export const PrivatePhase = StringEnum([
  'awaitingPayment',
  'coolingOff',
  'visitOpen',
  'answered',
  'final',
  'lapsed',
  'withdrawn',
  'visitFailed',
  'invalid',
]);
export type PrivatePhase = Static<typeof PrivatePhase>;

export const PrivateOrder = object({
  appNo: AppNo,
  fundCode: FundCode,
  fundName: str(100),
  applySum: Money,
  phase: PrivatePhase,
  signedAt: Moment,
  /** Both null until the money arrived: the cooling-off starts then. */
  paidAt: Nullable(Moment),
  coolingEndsAt: Nullable(Moment),
  /** Seconds left in the cooling-off when the back office answered (0 once it is over). */
  coolingSecondsLeft: Type.Integer({ minimum: 0 }),
  canWithdraw: Flag,
  canVisit: Flag,
  closedAt: Nullable(Moment),
  /** By when the visit must be confirmed (null until the money arrived); after it the order is void. */
  visitDeadline: Nullable(Moment),
  /** When the investor answered the visit, and when the back office confirmed it (回访确认成功). */
  answeredAt: Nullable(Moment),
  reviewedAt: Nullable(Moment),
  /** What was given back when the order was undone (null: nothing had been paid). */
  refund: Nullable(Money),
  /** An unpaid bank transfer: its deadline (the portal shows it with the receiving accounts). */
  remittance: Nullable(RemittanceDue),
});
export type PrivateOrder = Static<typeof PrivateOrder>;

/** 私募订单 GET /v1/order/private?appNo (session needed). */
export const PrivateOrderQuery = query({ appNo: AppNo });
export type PrivateOrderQuery = Static<typeof PrivateOrderQuery>;
export const PrivateOrderData = PrivateOrder;
export type PrivateOrderData = Static<typeof PrivateOrderData>;

/** 私募订单列表 GET /v1/order/private/list: the investor's private orders, newest first. */
export const PrivateOrderListQuery = query();
export type PrivateOrderListQuery = Static<typeof PrivateOrderListQuery>;
export const PrivateOrderListData = Type.Array(PrivateOrder, { maxItems: 500 });
export type PrivateOrderListData = Static<typeof PrivateOrderListData>;

/** 解除合同 POST /v1/order/private/withdraw: the trade password (RSA-encrypted) confirms it. */
export const PrivateWithdrawBody = object({ appNo: AppNo, password: Encrypted });
export type PrivateWithdrawBody = Static<typeof PrivateWithdrawBody>;
export const PrivateWithdrawData = PrivateOrder;
export type PrivateWithdrawData = Static<typeof PrivateWithdrawData>;

/** 回访问卷 GET /v1/order/private/visit?appNo: the questions; open 1 once the cooling-off is over. */
export const VisitQuery = query({ appNo: AppNo });
export type VisitQuery = Static<typeof VisitQuery>;
export const VisitData = object({
  open: Flag,
  questions: Type.Array(object({ code: str(8), text: str(200) }), { maxItems: 20 }),
});
export type VisitData = Static<typeof VisitData>;

/** 提交回访 POST /v1/order/private/visit: every question answered once, 1 是 or 0 否. */
export const VisitAnswerBody = object({
  appNo: AppNo,
  answers: Type.Array(object({ code: str(8), answer: StringEnum(['1', '0']) }), {
    minItems: 1,
    maxItems: 20,
  }),
});
export type VisitAnswerBody = Static<typeof VisitAnswerBody>;
export const VisitAnswerData = PrivateOrder;
export type VisitAnswerData = Static<typeof VisitAnswerData>;
