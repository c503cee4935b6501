/**
 * The checks and dates before an order (trading-accounts.md §4, §7): suitability, signing state, fees,
 * limits and the server's trading calendar. The order POSTs are in contract-orders.ts. Every call needs a
 * session; an investor on the blacklist gets state 402016 (the server message in a dialog).
 */
import { Type, type Static } from '@sinclair/typebox';

import { RiskTolerance } from '../auth/contract';
import {
  Day,
  EmptyQuery,
  Flag,
  FundCode,
  Nullable,
  object,
  query,
  str,
  StringEnum,
  Time,
} from '../core/contract';
import {
  BusinessType,
  BuyBusinessType,
  FeeMode,
  FeeRate,
  FundRiskLevel,
  Money,
  ProductCategory,
  ProductType,
} from '../core/contract-trading';
import { FeeTier, FiguresWithheld } from '../fund/contract';

/** The query of the per-fund checks: which fund and which buying business. */
const fundBusiness = () => query({ fundCode: FundCode, businessType: BuyBusinessType });

/** Suitability status (§4): 0 can buy, risk matches; 1 can buy, risk does not match; 3 not allowed; 6 professional. */
export const SuitabilityStatus = StringEnum(['0', '1', '3', '6']);
export type SuitabilityStatus = Static<typeof SuitabilityStatus>;

export const SpecialCareReason = StringEnum(['elderly', 'firstPurchase']);
export type SpecialCareReason = Static<typeof SpecialCareReason>;

/** One row of the comparison dialog: the investor's value against the product's, '1' match, '0' mismatch. */
export const SuitabilityComparison = object({
  item: StringEnum(['risk', 'investmentTime', 'investmentVarieties']),
  /** As shown: 'C3 稳健型', '1-5年', '低风险、中低风险、中风险产品'. */
  investorValue: str(100),
  /** As shown: 'R3 中风险', '1-5年', '中风险产品'. */
  productValue: str(100),
  match: Flag,
});
export type SuitabilityComparison = Static<typeof SuitabilityComparison>;

/**
 * 适当性校验 GET /v1/order/buyVerify. The chain of §4 answers the first failing step as a state with data
 * null: 400010 missing fund factors, 400011 not qualified, 400012 qualification expired, 400013 no risk
 * level, 400014 risk level expired, 400015 lowest category, 400016 no trade account.
 */
export const BuyVerifyQuery = fundBusiness();
export type BuyVerifyQuery = Static<typeof BuyVerifyQuery>;
/**
 * 适当性校验 GET /v1/order/buyVerify: the outcome, the three match flags and what the suitability card
 * shows: reasons are the back office's Chinese sentences (the test's validity, each comparison, the decision),
 * which the card shows as they are.
 */
export const BuyVerifyData = object({
  statusCode: SuitabilityStatus,
  riskMatch: Flag,
  investmentTimeMatch: Flag,
  investmentVarietiesMatch: Flag,
  /** '1': an R5 (high-risk) product: the high-risk notice is shown before signing. */
  highRiskProduct: Flag,
  /**
   * Why this ordinary investor gets special care (办法 特别注意义务): 'elderly' 65 or older on the server's
   * date by the birth date of the ID number on file, 'firstPurchase' no purchase confirmed yet. Not empty:
   * the special-care notice shows, and the order must carry its acknowledgement. Empty for professionals.
   */
  specialCare: Type.Array(SpecialCareReason, { maxItems: 2 }),
  investor: object({
    riskLevel: RiskTolerance,
    riskExpireDate: Day,
    isLowestRisk: Type.Boolean(),
    isProfessional: Type.Boolean(),
    investmentLimit: Type.String(),
    investmentVarieties: Type.String(),
  }),
  fund: object({
    fundCode: FundCode,
    fundName: str(100),
    fundRiskLevel: FundRiskLevel,
    productType: ProductType,
    productDueTime: str(50),
    investmentVarieties: str(50),
  }),
  comparisons: Type.Array(SuitabilityComparison, { minItems: 3, maxItems: 3 }),
  reasons: Type.Array(str(200), { maxItems: 10 }),
});
export type BuyVerifyData = Static<typeof BuyVerifyData>;

/** 协议签署状态 GET /v1/order/agreementSigned */
export const AgreementSignedQuery = fundBusiness();
export type AgreementSignedQuery = Static<typeof AgreementSignedQuery>;
/** 协议签署状态 GET /v1/order/agreementSigned: statusCode '1' signed, '0' not yet. */
export const AgreementSignedData = object({ productType: ProductType, statusCode: Flag });
export type AgreementSignedData = Static<typeof AgreementSignedData>;

/**
 * One step of a back-end (后端收费) schedule: the rate (percent) for holdings of minDays calendar days
 * (included) to maxDays (excluded; null: no end), charged at redemption on 赎回份额 × 申购日净值.
 */
export const BackEndRate = object({
  minDays: Type.Integer({ minimum: 0 }),
  maxDays: Nullable(Type.Integer({ minimum: 1 })),
  rate: FeeRate,
});
export type BackEndRate = Static<typeof BackEndRate>;

/** 适用费率 GET /v1/order/operationRate */
export const OperationRateQuery = fundBusiness();
export type OperationRateQuery = Static<typeof OperationRateQuery>;
/**
 * 适用费率 GET /v1/order/operationRate: the tiers that apply to this investor and channel now; none (an
 * empty list) when figuresWithheld is set (a private product the investor may not see yet, as on the fund
 * list and its fee table).
 */
export const OperationRateData = object({
  fundCode: FundCode,
  businessType: BuyBusinessType,
  feeMode: FeeMode,
  tiers: Type.Array(FeeTier, { maxItems: 20 }),
  /** The back-end (B) schedule by holding period; empty: the fund offers front-end (A) only. */
  backEndRates: Type.Array(BackEndRate, { maxItems: 20 }),
  figuresWithheld: FiguresWithheld,
});
export type OperationRateData = Static<typeof OperationRateData>;

/** 交易限额 GET /v1/order/tradeLimit */
export const TradeLimitQuery = fundBusiness();
export type TradeLimitQuery = Static<typeof TradeLimitQuery>;
/**
 * 交易限额 GET /v1/order/tradeLimit: minFirstAmount applies when firstPurchase (no holding and no order
 * yet), else minAddAmount; maxPerDay null: no daily limit; usedToday counts this investor's orders of the
 * fund on the current trade date; remainingToday = maxPerDay − usedToday (null without a limit).
 */
export const TradeLimitData = object({
  fundCode: FundCode,
  businessType: BuyBusinessType,
  firstPurchase: Type.Boolean(),
  minFirstAmount: Money,
  minAddAmount: Money,
  maxPerDay: Nullable(Money),
  usedToday: Money,
  remainingToday: Nullable(Money),
});
export type TradeLimitData = Static<typeof TradeLimitData>;

/** 交易时间状态 GET /v1/order/tradeTime/state */
export const TradeTimeStateQuery = fundBusiness();
export type TradeTimeStateQuery = Static<typeof TradeTimeStateQuery>;
/**
 * 交易时间状态 GET /v1/order/tradeTime/state: tradeStatus 1 a trading day before the cut-off (trade date
 * today), 2 after it or on a non-trading day (the next trading day), 0 the product takes no such order now.
 * isTrade = tradeStatus ≠ 0; date: the trade date an order placed now gets (for 0, the next day orders are
 * taken, null if none is scheduled).
 */
export const TradeTimeStateData = object({
  isTrade: Type.Boolean(),
  date: Nullable(Day),
  tradeStatus: StringEnum(['0', '1', '2']),
});
export type TradeTimeStateData = Static<typeof TradeTimeStateData>;

/** 服务器时间与交易日历 GET /v1/order/dateTimeStatus */
export const DateTimeStatusQuery = EmptyQuery;
export type DateTimeStatusQuery = Static<typeof DateTimeStatusQuery>;
/**
 * 服务器时间与交易日历 GET /v1/order/dateTimeStatus: the back office clock (Asia/Shanghai date and time,
 * and epoch milliseconds for countdowns), whether today is a trading day, the 15:00 cut-off, and the trade
 * date an order placed now gets.
 */
export const DateTimeStatusData = object({
  date: Day,
  time: Time,
  timestamp: Type.Integer({ minimum: 0 }),
  isTradeDay: Type.Boolean(),
  cutOffTime: Time,
  beforeCutOff: Type.Boolean(),
  tradeDate: Day,
  nextTradeDate: Day,
});
export type DateTimeStatusData = Static<typeof DateTimeStatusData>;

/** 确认与清算日期 GET /v1/order/confirmAndLiquidationDate */
export const ConfirmAndLiquidationDateQuery = fundBusiness();
export type ConfirmAndLiquidationDateQuery = Static<typeof ConfirmAndLiquidationDateQuery>;
/**
 * 确认与清算日期 GET /v1/order/confirmAndLiquidationDate, for an order placed now by the server clock:
 * trade date T, confirm date T+1 (money-market and ordinary open-end funds, private plans) or T+2 (QDII,
 * FOF) trading days, available date (shares usable, the trading day after).
 * provisionalDates: those of these dates that fall in a year whose exchange calendar is not published yet,
 * counted on the provisional calendar (weekdays less the fixed-date holidays): screens mark them 预计, with a
 * note. Empty otherwise.
 */
export const ConfirmAndLiquidationDateData = object({
  applyDate: Day,
  tradeDate: Day,
  confirmDate: Day,
  availableDate: Day,
  cutOffTime: Time,
  provisionalDates: Type.Array(Day),
});
export type ConfirmAndLiquidationDateData = Static<typeof ConfirmAndLiquidationDateData>;

/** 预约信息 GET /v1/order/reservation */
export const ReservationQuery = query({ fundCode: FundCode });
export type ReservationQuery = Static<typeof ReservationQuery>;
/**
 * 预约信息 GET /v1/order/reservation: the booking window (startDate–endDate), the open day a booking is
 * executed on, and the remittance deadline; dates null when the fund takes no booking. provisionalDates: those
 * of the dates counted on the provisional calendar (their year's closures unpublished), shown 预计.
 */
export const ReservationData = object({
  reservable: Type.Boolean(),
  startDate: Nullable(Day),
  endDate: Nullable(Day),
  openDate: Nullable(Day),
  remitDeadDate: Nullable(Day),
  remittanceTime: Nullable(Time),
  provisionalDates: Type.Array(Day),
});
export type ReservationData = Static<typeof ReservationData>;

/** 交易时间校验 GET /v1/order/tradeTime/validate (the spec's trading-time validation, path chosen here). */
export const TradeTimeValidateQuery = query({
  productCategory: ProductCategory,
  businessType: BusinessType,
  fundCode: FundCode,
});
export type TradeTimeValidateQuery = Static<typeof TradeTimeValidateQuery>;
/**
 * 交易时间校验 GET /v1/order/tradeTime/validate: valid false outside the product's trading time (a private
 * small collective outside its open period); reason is the text of the not-trading-time dialog.
 */
export const TradeTimeValidateData = object({
  valid: Type.Boolean(),
  tradeDate: Nullable(Day),
  reason: Nullable(str(200)),
});
export type TradeTimeValidateData = Static<typeof TradeTimeValidateData>;
