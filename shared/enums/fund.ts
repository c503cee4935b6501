import type { CodeTable } from './code-table';

export const FUND_STATUS = {
  '0': '开放',
  '1': '认购期',
  '2': '发行成功',
  '3': '发行失败',
  '4': '封闭期',
  '5': '停止申购',
  '6': '停止赎回',
  '7': '权益登记',
  '8': '红利发放',
  '9': '基金封闭',
  a: '终止',
} as const satisfies CodeTable;
export type FundStatus = keyof typeof FUND_STATUS;

export const FEE_MODE = { A: '前端收费', B: '后端收费' } as const satisfies CodeTable;
export const OVER_LIMIT_REDEMPTION = { '0': '取消', '1': '顺延' } as const satisfies CodeTable;
/**
 * The over-limit choice when none was made: the redeem form's first choice, and an order's from before the
 * choice. 顺延, as the standard 基金合同 words it: 投资人未作明确选择的，未能赎回部分作自动延期赎回处理.
 */
export const DEFAULT_OVER_LIMIT = '1' satisfies keyof typeof OVER_LIMIT_REDEMPTION;

/** Dividend mode, also the `dividendType` of a dividend change. */
export const DIVIDEND_MODE = { '0': '红利再投资', '1': '现金分红' } as const satisfies CodeTable;
export type DividendMode = keyof typeof DIVIDEND_MODE;

export const CONFIRMATION_STATUS = {
  '0': '确认失败',
  '1': '确认成功',
  '2': '部分确认',
  '3': '实时确认成功',
  '4': '已撤销',
  '5': '行为确认',
  '9': '未确认',
} as const satisfies CodeTable;

export const ORDER_STATUS = {
  '0': '未确认',
  '1': '成功',
  '2': '失败',
  '3': '已撤单',
} as const satisfies CodeTable;

/**
 * How a deduction status (扣款状态) is shown: 2 failed; 1, 4 and 5 not yet confirmed (spec §3); 3 the bank
 * took the money (扣款成功), the code a fast-pay order carries once debited (docs/decisions.md, fast pay).
 */
export const DEDUCT_STATUS = {
  '1': '未确认',
  '2': '扣款失败',
  '3': '扣款成功',
  '4': '未确认',
  '5': '未确认',
} as const satisfies CodeTable;
/** The deduct status of an order the bank debited at once (快捷支付). */
export const DEDUCT_PAID = '3' satisfies keyof typeof DEDUCT_STATUS;

export const CURRENCY = { '156': '人民币' } as const satisfies CodeTable;
export const CURRENCY_UNIT = { '156': '元' } as const satisfies CodeTable;

/** Business types of the trade flows. */
export const BUSINESS_TYPE = {
  Purchase: '申购',
  Subscribe: '认购',
  BookPurchase: '预约申购',
  Redeem: '赎回',
  BookRedeem: '预约赎回',
  BonusWay: '修改分红方式',
  /** 基金转换: one order of two legs, the shares switched out of one fund and into another. */
  SwitchOut: '转换（转出）',
  SwitchIn: '转换（转入）',
} as const satisfies CodeTable;
export type BusinessType = keyof typeof BUSINESS_TYPE;

export const OPERATION_TYPE = {
  bookPurchase: '预约申购',
  purchase: '申购',
  subscribe: '认购',
  bookRedeem: '预约赎回',
  redeem: '赎回',
  cancelOrder: '撤单',
  bonusWay: '修改分红方式',
} as const satisfies CodeTable;
export type OperationType = keyof typeof OPERATION_TYPE;

/** `productType` of a fund and of the agreement-signed answer: 1 public (公募), 3 private (私募). */
export const PRODUCT_TYPE = { '1': '公募', '3': '私募' } as const satisfies CodeTable;
type ProductTypeCode = keyof typeof PRODUCT_TYPE;
/** The two product types by name: no bare '1' or '3' compares a productType. */
export const PUBLIC_PRODUCT = '1' satisfies ProductTypeCode;
export const PRIVATE_PRODUCT = '3' satisfies ProductTypeCode;
/** A private product (资产管理计划): qualified investors only, a signed contract, cooling-off, return visit. */
export const isPrivateProduct = (productType: string | number): boolean =>
  String(productType) === PRIVATE_PRODUCT;

export const FUND_SORT_OPTION = {
  category: '产品类别',
  riskLevel: '风险等级',
  minFirstBalance: '起购金额',
  navDate: '净值日期',
  nav: '单位净值',
  totalNav: '累计净值',
  threeMonthRate: '近三月收益率',
  yearRate: '近一年收益率',
  totalRate: '成立以来收益率',
  status: '产品状态',
  currentRatio: '七日年化收益率',
  myriadIncome: '万份收益',
} as const satisfies CodeTable;

/** productCategory in words (api/core/contract-trading ProductCategory): the type a fund card shows. */
export const PRODUCT_CATEGORY = {
  '1': '货币型',
  '2': '债券型',
  '3': '混合型',
  '4': '股票型',
  '5': '指数型',
  '6': 'QDII',
  '7': 'FOF',
  '8': '集合资产管理计划',
  '9': '单一资产管理计划',
} as const satisfies CodeTable;
