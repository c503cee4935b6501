import type { FundRiskLevel, FundStatus, ProductCategory, ProductType } from '@/api/core/contract-trading';
import type { InvestmentHorizon, InvestmentVariety } from '@/api/paper/contract';
import type { YyyyMmDd } from '@/shared/time';

// Every code's type is the wire contract's (api/): the back office declares none of its own.
/** The words of each code of a contract type. */
type Words<Code extends string> = Readonly<Record<Code, string>>;

/** The wire contract's productCategory codes (api/core/contract-trading.ts) of each category. */
export const PRODUCT_CATEGORY_CODE = {
  货币型: '1',
  债券型: '2',
  混合型: '3',
  股票型: '4',
  指数型: '5',
  QDII: '6',
  FOF: '7',
  集合资产管理计划: '8',
  单一资产管理计划: '9',
} as const satisfies Record<string, ProductCategory>;

export type FundCategory = keyof typeof PRODUCT_CATEGORY_CODE;

/**
 * 投资期限: the investor's planned horizon and a product's suggested holding period share these codes (the
 * three buckets the demo investors already carry). A product matches when its code is not above the
 * investor's.
 */
export const INVESTMENT_HORIZON: Words<InvestmentHorizon> = { '1': '1年以内', '2': '1-5年', '3': '5年以上' };

/**
 * 投资品种: the five kinds of the industry's suitability questionnaire (中国证券业协会 template). An investor
 * names the kinds they intend to invest in; a product belongs to one kind; it matches when the investor
 * named its kind.
 */
export const INVESTMENT_VARIETY: Words<InvestmentVariety> = {
  '1': '固定收益类',
  '2': '权益类',
  '3': '衍生品类',
  '4': '复杂或高风险金融产品',
  '5': '其他产品或服务',
};
/** What each kind covers, as the questionnaire words it. */
export const INVESTMENT_VARIETY_EXAMPLES: Words<InvestmentVariety> = {
  '1': '债券、货币市场基金、债券基金等',
  '2': '股票、混合型基金、股票型基金等',
  '3': '期货、融资融券等',
  '4': '结构化产品、场外衍生品等',
  '5': '其他产品或服务',
};

/** A fee tier applies from `from` yuan (included) up to the next tier's `from` (excluded). */
export type FeeTier = { from: string; rate: string } | { from: string; fixed: string };

export interface PurchaseFeeTable {
  /** Ascending by `from`, the first from '0'. */
  tiers: FeeTier[];
  /**
   * Online direct sales (网上直销) pay `factor` × the list rate, never less than `floorRate`; a list rate at or
   * below the floor is charged as listed, and a fixed fee is never discounted.
   */
  onlineDiscount: { factor: string; floorRate: string } | null;
}

/** A rate that applies from `fromDays` calendar days of holding (included) to the next step's (excluded). */
export interface HoldingFeeStep {
  fromDays: number;
  rate: string;
}

export interface FundFees {
  /** 申购费, front-end (A). */
  purchase: PurchaseFeeTable;
  /** 认购费 during the subscription period; null when the fund never had one in this portal. */
  subscription: PurchaseFeeTable | null;
  /** 后端申购费 by holding period, charged at redemption on the purchase amount; null: no B class. */
  backEnd: HoldingFeeStep[] | null;
  /** 赎回费 by holding period, first step from 0 days. */
  redemption: HoldingFeeStep[];
}

export interface TradeLimits {
  /** 首次购买最低金额 (yuan). */
  minFirst: string;
  /** 追加购买最低金额. */
  minAdditional: string;
  /** 单日单个投资者累计购买上限; null: no limit. */
  maxPerDay: string | null;
  /** 单笔赎回最低份额. */
  minRedeemShares: string;
  /** 最低持有份额: a redemption may not leave fewer shares than this (except all of them). */
  minHoldShares: string;
}

export interface FundDocument {
  noticeCode: string;
  fileName: string;
}

/** How the generator makes the history: a NAV walk, or a money-market fund's daily income. */
export type PerformanceModel =
  | { kind: 'nav'; annualDrift: number; annualVolatility: number }
  | { kind: 'money-market'; yieldFrom: number; yieldTo: number };

export interface Dividend {
  /** 除息日, a trading day: the NAV drops by the dividend and the total NAV keeps it. */
  exDate: YyyyMmDd;
  /** Yuan per share, 4 places. */
  perShare: string;
}

/**
 * 最短持有期: each lot (from its registration) cannot be redeemed before the period ends (7天持有, 6个月持有期,
 * 一年持有期); a rolling product (30天滚动持有) can be redeemed only on each period's maturity, else it rolls on.
 */
export interface MinHolding {
  unit: 'day' | 'month';
  length: number;
  rolling: boolean;
}

/**
 * What a private product invests in, the type its minimum investment follows (关于规范金融机构资产管理业务的
 * 指导意见 art. 5: 固定收益类 30万, 混合类 40万, 权益类 and 商品及金融衍生品类 100万; 私募投资基金监督管理暂行
 * 办法 art. 12: a 私募基金 100万).
 */
export const PRIVATE_PRODUCT_CLASS = {
  fixedIncome: '固定收益类',
  mixed: '混合类',
  equity: '权益类',
  commodityDerivative: '商品及金融衍生品类',
  privateFund: '私募基金',
} as const;
export type PrivateProductClass = keyof typeof PRIVATE_PRODUCT_CLASS;

export interface FundSpec {
  code: string;
  name: string;
  category: FundCategory;
  status: FundStatus;
  risk: FundRiskLevel;
  productType: ProductType;
  /** On the white list (whiteFlag of the fund search). */
  white: boolean;
  /** Only qualified investors may buy (every private product; spec §6). */
  qualifiedOnly: boolean;
  /** A private product's type (its minimum investment follows it); null for a public fund. */
  privateClass: PrivateProductClass | null;
  /** Suitability factors; null marks a product whose factors are missing (→ 400010). */
  horizon: InvestmentHorizon | null;
  variety: InvestmentVariety | null;
  documents: {
    summary: FundDocument | null;
    contract: FundDocument | null;
    riskDisclosure: FundDocument | null;
  };
  /** The subscription (raise) period of a fund that is raising or raised in this portal's time. */
  raise: { from: YyyyMmDd; to: YyyyMmDd } | null;
  /**
   * Whether its 发售公告 lets a subscription (认购) be cancelled on its day (before 15:00); false: 认购申请一经
   * 受理不得撤销.
   */
  subscriptionCancellable: boolean;
  /** First NAV date (成立日, NAV 1.0000); null while not established (statuses 1, 2, 3). */
  inception: YyyyMmDd | null;
  /** Last NAV date of a terminated fund. */
  lastNavDate: YyyyMmDd | null;
  fees: FundFees;
  limits: TradeLimits;
  /** Confirm date T+n (trading days). */
  confirmDays: number;
  /** Redemption money paid on T+n (trading days). */
  payoutDays: number;
  model: PerformanceModel;
  dividends: Dividend[];
  /** null: a lot can be redeemed from its registration on. */
  minHolding: MinHolding | null;
}
