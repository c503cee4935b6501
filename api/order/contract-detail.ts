/**
 * 订单详情 (issue 38 item 3): one order of the investor with everything its detail page shows — the spec's
 * Order detail (trading-accounts.md §3: allotNo, tradeAccount, fundName, fundCode, businessType, applySum,
 * applyShare, dividendType, capitalMode, bankNo, bankAccount; the entity names its number allotNo as the spec
 * does, while the calls ask for it as appNo like every order call, T3.2), its dates, its confirmation, the money on its way to the card, and whether it can still be
 * cancelled. The spec names no call for it: GET /v1/order/detail.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Day, Flag, Nullable, object, query } from '../core/contract';
import {
  BusinessType,
  CapitalMode,
  confirmationFields,
  DeductStatus,
  DividendType,
  FeeMode,
  fundAndAccount,
  Money,
  MoneyToCard,
  PaidFrom,
  RemittanceDue,
  Shares,
} from '../core/contract-trading';
import { CancellableOrder } from './contract-changes';
import { AppNo, ConfirmStatus, orderDates, OrderStatus } from './contract-orders';

/** 订单详情 GET /v1/order/detail: one of the investor's own orders (another's is not told from a missing one). */
export const OrderDetailQuery = query({ appNo: AppNo });
export type OrderDetailQuery = Static<typeof OrderDetailQuery>;

/** The batch's answer (or a remittance's invalidation): status 0 fail, 1 success, 2 partial. */
export const OrderConfirmation = object(confirmationFields());
export type OrderConfirmation = Static<typeof OrderConfirmation>;

export const OrderDetailData = object({
  /** The order's number (the spec's allotNo; the appNo of every order call). */
  allotNo: AppNo,
  businessType: BusinessType,
  status: OrderStatus,
  confirmStatus: ConfirmStatus,
  ...fundAndAccount(),
  /** Buying: the amount applied for and its fee (as previewed); null for a redemption or a dividend change. */
  applySum: Nullable(Money),
  fee: Nullable(Money),
  feeMode: FeeMode,
  /** Redemptions: the shares applied for. */
  applyShare: Nullable(Shares),
  dividendType: DividendType,
  capitalMode: CapitalMode,
  /** The card: the one a fast-pay order was debited from, or the one a redemption is paid to; null otherwise. */
  card: Nullable(PaidFrom),
  deductStatus: Nullable(DeductStatus),
  /** confirmDate: predicted until the confirmation comes (then its confirmDate is the day). */
  ...orderDates(),
  availableDate: Day,
  /**
   * '1': a private order whose return visit is not confirmed yet: its trade, confirm and available dates are
   * not known (it is priced at the first open day on or after the confirmation, review P14).
   */
  visitPending: Type.Optional(Flag),
  /** Redemptions: the day the money is paid (T+n trading days). */
  payoutDate: Nullable(Day),
  /** When a purchase's money came in (fast pay: when placed; a transfer: when the bank reported it). */
  paidDate: Nullable(Day),
  /** A bank transfer still to make: its deadline. */
  remittance: Nullable(RemittanceDue),
  /** When a cancelled order was cancelled (by the investor, or withdrawn). */
  cancelDate: Nullable(Day),
  confirmation: Nullable(OrderConfirmation),
  moneyToCard: Nullable(MoneyToCard),
  /** The order as the cancel dialog takes it while it can still be cancelled (before 15:00 of T); else null. */
  cancellable: Nullable(CancellableOrder),
});
export type OrderDetailData = Static<typeof OrderDetailData>;
