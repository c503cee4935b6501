/**
 * The buying orders (POST /v1/order/purchase, /subscription, /purchase/hope) and the fee preview. Orders
 * are a state machine on the back office: applied (status 0, confirmStatus 9) → confirmed, partly
 * confirmed, failed or cancelled by the confirm batch after the confirm date.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Day, Encrypted, FundCode, Nullable, object, str, StringEnum, Time } from '../core/contract';
import {
  BuyBusinessType,
  CapitalMode,
  DeductStatus,
  Discount,
  DividendType,
  FeeMode,
  FeeRate,
  fundAndAccount,
  Money,
  PaidFrom,
  PositiveMoney,
  TradeAccount,
} from '../core/contract-trading';
import { FiguresWithheld } from '../fund/contract';

/**
 * The headers every order POST needs. `Idempotency-Key`: made once per order intent (a UUID) and sent
 * again on every retry of it. A replay answers the first result; the same key with another body is
 * refused (HTTP 409, state 409000, data null) and makes no order. Open: browsers send other headers too.
 */
export const OrderHeaders = Type.Object(
  { 'idempotency-key': Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) },
  { additionalProperties: true },
);
export type OrderHeaders = Static<typeof OrderHeaders>;

/** The written statements of the purchase chain (shared/trading/written-statements.ts holds their words). */
export const StatementId = StringEnum([
  'mismatch-risk',
  'mismatch-horizon',
  'mismatch-varieties',
  'high-risk',
  'special-care',
]);
export type StatementId = Static<typeof StatementId>;

/**
 * One dialog's written confirmation: which statement (id, version and the words as ticked) and when the
 * investor pressed its button, by the page's clock (ISO 8601 with its offset); the back office records its
 * own time of receipt beside it.
 */
export const WrittenConfirmation = object({
  statement: StatementId,
  version: str(20, { pattern: '^[0-9A-Za-z.-]+$' }),
  text: str(300),
  confirmedAt: str(40, {
    pattern:
      '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?(Z|[+-][0-9]{2}:[0-9]{2})$',
  }),
});
export type WrittenConfirmation = Static<typeof WrittenConfirmation>;

/**
 * What every buying order carries. applySum: yuan with exactly 2 places; password: the trade password,
 * RSA-encrypted like the login password (checked with the lock rules); bankNo and bankAccount: the paying
 * card, required with capitalMode 2 (fast pay; the card must have it opened), optional otherwise (the
 * remitting card): bankNo its bank's code, bankAccount the bound card's `id` (GET /v1/bank/channel), never its
 * number, which leaves the back office only masked; dividendType: the fund's default when absent;
 * confirmations: the investor's written confirmations, one per dialog the chain showed (each mismatch, the
 * high-risk notice, the special-care notice), recorded with the order as evidence: an order that needs one
 * and lacks it (or carries an old version or other words) is refused; feeMode: 收费方式, A when absent.
 */
const orderFields = () => ({
  fundCode: FundCode,
  tradeAccount: TradeAccount,
  applySum: PositiveMoney,
  capitalMode: CapitalMode,
  bankNo: Type.Optional(str(12, { pattern: '^[0-9A-Za-z]+$' })),
  bankAccount: Type.Optional(str(32, { pattern: '^[0-9]{1,32}$' })),
  dividendType: Type.Optional(DividendType),
  password: Encrypted,
  confirmations: Type.Optional(Type.Array(WrittenConfirmation, { maxItems: 5 })),
  /** 收费方式: A (front-end) when absent; B only for a fund that offers back-end shares. */
  feeMode: Type.Optional(FeeMode),
});

/** Order status: 0 unconfirmed, 1 success, 2 fail, 3 cancelled. */
export const OrderStatus = StringEnum(['0', '1', '2', '3']);
export type OrderStatus = Static<typeof OrderStatus>;
/** Confirmation: 0 fail, 1 success, 2 partial, 3 instant success, 4 cancelled, 5 behaviour confirmed, 9 unconfirmed. */
export const ConfirmStatus = StringEnum(['0', '1', '2', '3', '4', '5', '9']);
export type ConfirmStatus = Static<typeof ConfirmStatus>;

/** An order's number (appNo; the spec's allotNo). */
export const AppNo = str(32, { pattern: '^[0-9A-Za-z]+$' });

/**
 * An order's dates by the server clock: applied at applyDate applyTime, traded on tradeDate,
 * confirmed on confirmDate.
 */
export const orderDates = () => ({ applyDate: Day, applyTime: Time, tradeDate: Day, confirmDate: Day });

/**
 * An accepted order: appNo (the spec's allotNo; the originalAppNo of a cancel), the amounts, and its
 * dates by the server clock: applied at applyDate applyTime, traded on tradeDate (today before the 15:00
 * cutOffTime of a trading day, else the next trading day; a booking's open day), predicted confirmDate and
 * availableDate. Remittance orders (capitalMode 1) must be paid by remitDeadDate remittanceTime;
 * fast-pay orders (capitalMode 2) are paid as they are placed.
 * provisionalDates: the dates of the order counted on the provisional calendar (a year whose exchange
 * calendar is not published yet, local back office only), which screens mark 预计; empty otherwise.
 */
export const AcceptedOrder = object({
  appNo: AppNo,
  businessType: BuyBusinessType,
  status: OrderStatus,
  confirmStatus: ConfirmStatus,
  ...fundAndAccount(),
  capitalMode: CapitalMode,
  /** 收费方式 of the order (B: no fee now, the back-end fee at redemption). */
  feeMode: FeeMode,
  applySum: Money,
  /** The fee after the discount, as the preview computed it. */
  fee: Money,
  ...orderDates(),
  availableDate: Day,
  cutOffTime: Time,
  remitDeadDate: Nullable(Day),
  remittanceTime: Nullable(Time),
  provisionalDates: Type.Array(Day),
  /** The card a fast-pay order was debited from and the debit's status (3 扣款成功); null for a transfer. */
  paidFrom: Nullable(PaidFrom),
  deductStatus: Nullable(DeductStatus),
});
export type AcceptedOrder = Static<typeof AcceptedOrder>;

/** 申购 POST /v1/order/purchase (headers: OrderHeaders). */
export const PurchaseBody = object(orderFields());
export type PurchaseBody = Static<typeof PurchaseBody>;
/** 申购 POST /v1/order/purchase */
export const PurchaseData = AcceptedOrder;
export type PurchaseData = Static<typeof PurchaseData>;

/** 认购 POST /v1/order/subscription (headers: OrderHeaders): a fund in its subscription period. */
export const SubscriptionBody = object(orderFields());
export type SubscriptionBody = Static<typeof SubscriptionBody>;
/** 认购 POST /v1/order/subscription */
export const SubscriptionData = AcceptedOrder;
export type SubscriptionData = Static<typeof SubscriptionData>;

/** 预约申购 POST /v1/order/purchase/hope (headers: OrderHeaders): traded on the open day of /reservation. */
export const PurchaseHopeBody = object(orderFields());
export type PurchaseHopeBody = Static<typeof PurchaseHopeBody>;
/** 预约申购 POST /v1/order/purchase/hope */
export const PurchaseHopeData = AcceptedOrder;
export type PurchaseHopeData = Static<typeof PurchaseHopeData>;

/** 费用试算 POST /v1/order/tradingPoundage (no idempotency key: it makes no order). */
export const TradingPoundageBody = object({
  fundCode: FundCode,
  businessType: BuyBusinessType,
  applySum: PositiveMoney,
  tradeAccount: Type.Optional(TradeAccount),
  /** The fee mode to quote: A when absent; B quotes no fee now. */
  feeMode: Type.Optional(FeeMode),
});
export type TradingPoundageBody = Static<typeof TradingPoundageBody>;
/**
 * 费用试算 POST /v1/order/tradingPoundage: listFee at the list rate (struck through) beside fee after the
 * discount; netAmount = applySum − fee. Front-end rates: fee = applySum − applySum / (1 + rate), rounded
 * half-up to the fen; a fixed-fee tier: fee = the fixed fee (rates null); back-end (B): fee 0.00 now. Every
 * figure null when figuresWithheld is set (a private product the investor may not see yet).
 */
export const TradingPoundageData = object({
  applySum: Money,
  feeMode: FeeMode,
  listRate: Nullable(FeeRate),
  rate: Nullable(FeeRate),
  discount: Nullable(Discount),
  fixedFee: Nullable(Type.Boolean()),
  listFee: Nullable(Money),
  fee: Nullable(Money),
  netAmount: Nullable(Money),
  figuresWithheld: FiguresWithheld,
});
export type TradingPoundageData = Static<typeof TradingPoundageData>;
