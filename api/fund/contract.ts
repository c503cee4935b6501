import { Type, type Static } from '@sinclair/typebox';

import { Day, Enum, FundCode, Nullable, object, query, str, StringEnum } from '../core/contract';
import {
  BuyBusinessType,
  CapitalMode,
  Discount,
  DividendType,
  FeeMode,
  FeeRate,
  fundAndAccount,
  FundRiskLevel,
  FundStatus,
  Money,
  MyriadIncome,
  Nav,
  Percent,
  ProductCategory,
  ProductType,
  RedeemBusinessType,
  Shares,
  Yield,
} from '../core/contract-trading';

/**
 * 基金搜索 GET /v1/fund/search (no session): filterFlag '1' only tradeable funds, whiteFlag '1' white list.
 * 代销基金搜索 GET /v1/fund/search/crm takes the same query and answers the same list, among a Registered
 * investor's consignment funds (403000 for anyone else).
 */
export const FundSearchQuery = query({
  content: Type.String({ maxLength: 50 }),
  filterFlag: Type.Optional(Enum(['0', '1'])),
  whiteFlag: Type.Optional(Enum(['0', '1'])),
});
export type FundSearchQuery = Static<typeof FundSearchQuery>;

/** One suggestion of the fund search. */
export const FundSearchItem = object({ code: Type.String(), name: Type.String() });
export type FundSearchItem = Static<typeof FundSearchItem>;
/** 基金搜索 GET /v1/fund/search: at most 20 suggestions. */
export const FundSearchData = Type.Array(FundSearchItem, { maxItems: 20 });
export type FundSearchData = Static<typeof FundSearchData>;

/** The 12 sort options of the fund list (spec §3; labels in shared/enums FUND_SORT_OPTION). */
export const FundSortKey = StringEnum([
  'category',
  'riskLevel',
  'minFirstBalance',
  'navDate',
  'nav',
  'totalNav',
  'threeMonthRate',
  'yearRate',
  'totalRate',
  'status',
  'currentRatio',
  'myriadIncome',
]);
export type FundSortKey = Static<typeof FundSortKey>;
export const SortOrder = StringEnum(['asc', 'desc']);
export type SortOrder = Static<typeof SortOrder>;

/**
 * 基金列表 GET /v1/fund (session optional: it decides figuresWithheld of the private products). Default: sort category asc, pageNum 1, pageSize 10; a null value sorts
 * last in either order; ties break by fundCode asc. keyword matches the code or name (case-insensitive).
 */
export const FundListQuery = query({
  sort: Type.Optional(FundSortKey),
  order: Type.Optional(SortOrder),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  productType: Type.Optional(ProductType),
  /** One category only (the purchase list's type tabs); absent: every category. */
  productCategory: Type.Optional(ProductCategory),
});
export type FundListQuery = Static<typeof FundListQuery>;

/** Which buying business is open now: 0 none, 1 subscription (认购), 2 purchase (申购), 3 booking (预约). */
export const SubscribeState = StringEnum(['0', '1', '2', '3']);
export type SubscribeState = Static<typeof SubscribeState>;

/**
 * Why a private product's performance figures and fee table are withheld from this caller (资管新规: no
 * public promotion; 募集行为管理办法: 特定对象确定 before any 推介): signIn, nobody is signed in;
 * qualification, the investor holds no valid qualified or professional certification; riskTest, certified
 * but without a valid risk test. null: the figures are shown (a public fund, or a caller who passed).
 */
export const FiguresWithheld = Nullable(StringEnum(['signIn', 'qualification', 'riskTest']));
export type FiguresWithheld = Static<typeof FiguresWithheld>;

/** One fund of the catalogue as the list and the order page show it. */
export const FundListItem = object({
  fundCode: FundCode,
  fundName: str(100),
  fundRiskLevel: FundRiskLevel,
  productType: ProductType,
  productCategory: ProductCategory,
  fundStatus: FundStatus,
  /** The payment methods the fund accepts (spec field name kept; a list). */
  capitalMode: Type.Array(CapitalMode, { minItems: 1, uniqueItems: true }),
  subscribeState: SubscribeState,
  /** The fund's investment variety as the questionnaire words it (e.g. 中风险产品), null: missing factor. */
  investmentVarieties: Nullable(str(50)),
  /** The investment horizon (e.g. 1-5年), null: missing factor. */
  productDueTime: Nullable(str(50)),
  /** Only qualified investors may buy it. */
  qualifiedOnly: Type.Boolean(),
  /** On the direct-sales white list: this portal sells it (GET /v1/fund/white answers the same). */
  white: Type.Boolean(),
  feeMode: FeeMode,
  /** Minimum first purchase (起购金额). */
  minFirstBalance: Money,
  moneyMarket: Type.Boolean(),
  /** Latest NAV and its date; null before the first NAV (subscription period). Money market: 1.0000. */
  nav: Nullable(Nav),
  navDate: Nullable(Day),
  totalNav: Nullable(Nav),
  /** Returns in percent over 3 months, 1 year, since inception; null when the history is shorter. */
  threeMonthRate: Nullable(Percent),
  yearRate: Nullable(Percent),
  totalRate: Nullable(Percent),
  /** Money market only (null otherwise): seven-day annualised yield (七日年化) and income per 10 000 shares. */
  currentRatio: Nullable(Yield),
  perMyriadIncome: Nullable(MyriadIncome),
  /** Set when the NAV, returns and yields above are withheld (all null then); see FiguresWithheld. */
  figuresWithheld: FiguresWithheld,
});
export type FundListItem = Static<typeof FundListItem>;

/** 基金列表 GET /v1/fund: one page and the number of funds that match. */
export const FundListData = object({
  list: Type.Array(FundListItem, { maxItems: 50 }),
  total: Type.Integer({ minimum: 0 }),
});
export type FundListData = Static<typeof FundListData>;

/** 基金详情 GET /v1/fund/quote: range of the NAV history (default 3m). */
export const FundQuoteQuery = query({
  fundCode: FundCode,
  range: Type.Optional(StringEnum(['1m', '3m', '6m', '1y', '3y'])),
});
export type FundQuoteQuery = Static<typeof FundQuoteQuery>;

/** One day of the NAV history (trading days only, oldest first). */
export const NavPoint = object({
  navDate: Day,
  nav: Nav,
  totalNav: Nav,
  /** Money market only, else null. */
  currentRatio: Nullable(Yield),
  perMyriadIncome: Nullable(MyriadIncome),
});
export type NavPoint = Static<typeof NavPoint>;

/** 基金详情 GET /v1/fund/quote: the fund as in the list, its inception date and NAV history. */
export const FundQuoteData = object({
  ...FundListItem.properties,
  establishDate: Nullable(Day),
  /**
   * Trading days (≈ 730 in 3 years); a money-market fund publishes every calendar day (≈ 1096). Empty when
   * figuresWithheld is set.
   */
  navs: Type.Array(NavPoint, { maxItems: 1100 }),
});
export type FundQuoteData = Static<typeof FundQuoteData>;

/** 直销白名单 GET /v1/fund/white: whether one fund may be bought online (direct-sales white list). */
export const FundWhiteQuery = query({ fundCode: FundCode });
export type FundWhiteQuery = Static<typeof FundWhiteQuery>;
/** 直销白名单 GET /v1/fund/white */
export const FundWhiteData = object({ fundCode: FundCode, white: Type.Boolean() });
export type FundWhiteData = Static<typeof FundWhiteData>;

/**
 * One fee tier: amounts from minAmount (inclusive) to maxAmount (exclusive, null: no upper bound). Either a
 * rate (list rate, the discount and the rate after it) or a fixed fee per order (rates then null).
 */
export const FeeTier = object({
  minAmount: Money,
  maxAmount: Nullable(Money),
  rate: Nullable(FeeRate),
  discount: Discount,
  discountedRate: Nullable(FeeRate),
  fixedFee: Nullable(Money),
});
export type FeeTier = Static<typeof FeeTier>;

/** 费率区间 GET /v1/fund/fundRateInterval: the fee table of one fund and business. */
export const FundRateIntervalQuery = query({ fundCode: FundCode, businessType: BuyBusinessType });
export type FundRateIntervalQuery = Static<typeof FundRateIntervalQuery>;
/**
 * 费率区间 GET /v1/fund/fundRateInterval: tiers ordered by minAmount, the first from 0.00; none (an empty
 * list) when figuresWithheld is set.
 */
export const FundRateIntervalData = object({
  fundCode: FundCode,
  businessType: BuyBusinessType,
  feeMode: FeeMode,
  tiers: Type.Array(FeeTier, { maxItems: 20 }),
  figuresWithheld: FiguresWithheld,
});
export type FundRateIntervalData = Static<typeof FundRateIntervalData>;

/** 合同产品搜索 GET /v1/fund/contract/search: like /search, among products with an electronic contract. */
export const FundContractSearchQuery = query({ content: Type.String({ maxLength: 50 }) });
export type FundContractSearchQuery = Static<typeof FundContractSearchQuery>;
/** 合同产品搜索 GET /v1/fund/contract/search: at most 20 suggestions. */
export const FundContractSearchData = Type.Array(FundSearchItem, { maxItems: 20 });
export type FundContractSearchData = Static<typeof FundContractSearchData>;

/**
 * A lot of a holding: its registration (confirm) date, its shares, and when it can be redeemed (a fund with a
 * minimum holding period; for a rolling one the next maturity from today's trade date on); null: no lock.
 */
export const HoldingLotView = object({ confirmDate: Day, shares: Shares, unlockDate: Nullable(Day) });
export type HoldingLotView = Static<typeof HoldingLotView>;

/**
 * One holding as the redeem pages show it: shares held, shares frozen by redemptions not yet confirmed and
 * what is left to redeem today (lots past their minimum holding period, less the frozen shares); the latest
 * published NAV and the value at it; redeemBusiness: what the fund's status takes now (Redeem, BookRedeem in
 * a closed period, null when its status blocks; blockReason then says why); the fund's minimum redemption
 * and minimum holding; its lots with their unlock dates.
 */
export const RedeemableHolding = object({
  ...fundAndAccount(),
  fundStatus: FundStatus,
  fundRiskLevel: FundRiskLevel,
  productType: ProductType,
  productCategory: ProductCategory,
  shareType: FeeMode,
  shares: Shares,
  frozenShares: Shares,
  availableShares: Shares,
  nav: Nullable(Nav),
  navDate: Nullable(Day),
  marketValue: Nullable(Money),
  dividendType: DividendType,
  redeemBusiness: Nullable(RedeemBusinessType),
  blockReason: Nullable(str(200)),
  minRedeemShares: Shares,
  minHoldShares: Shares,
  lots: Type.Array(HoldingLotView, { maxItems: 1000 }),
});
export type RedeemableHolding = Static<typeof RedeemableHolding>;

/** 可赎回持仓 GET /v1/fund/redeemFund (session) */
export const RedeemFundQuery = query();
export type RedeemFundQuery = Static<typeof RedeemFundQuery>;
/**
 * 可赎回持仓 GET /v1/fund/redeemFund: every holding with shares, by fund code then trade account;
 * redeemableCheck is the back office's switch: when true, an order page opened for a fund and trade account
 * must find them in GET /v1/order/redeemable before it offers the form.
 */
export const RedeemFundData = object({
  redeemableCheck: Type.Boolean(),
  holdings: Type.Array(RedeemableHolding, { maxItems: 200 }),
});
export type RedeemFundData = Static<typeof RedeemFundData>;
