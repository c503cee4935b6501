import { Type, type Static, type TSchema } from '@sinclair/typebox';

import { Day, FundCode, Nullable, object, query, str, StringEnum } from '../core/contract';
import {
  BusinessType,
  confirmationFields,
  DeductStatus,
  fundAndAccount,
  Money,
  MoneyToCard,
  Nav,
  PaidFrom,
  Percent,
  RemittanceDue,
  Shares,
  TradeAccount,
} from '../core/contract-trading';

/** One page of a record list, newest first, with the number of records that match. */
const recordPage = <T extends TSchema>(item: T) =>
  object({
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
    rows: Type.Array(item),
  });

/**
 * The asset views (trading-accounts.md §3, §7): direct-sales calls (/v1/account/…) and their consignment
 * twins (/v1/account/crm/…) answer the same shapes for the investor's trade accounts of that channel. Every
 * figure is computed by the back office from confirmations, dividends and the NAV history (decimal strings).
 */

/** Signed yuan, 2 places: an income may be negative. */
const SignedMoney = Type.String({ pattern: '^-?(0|[1-9][0-9]{0,12})\\.[0-9]{2}$' });

/** 资产总览 of one channel: total assets, cumulative income and yesterday's income. */
export const AssetTotals = object({
  totalAssets: Money,
  totalIncome: SignedMoney,
  yesterdayIncome: SignedMoney,
  /** The latest NAV date the figures stand on. */
  asOf: Nullable(Day),
});
export type AssetTotals = Static<typeof AssetTotals>;

export const HoldingItem = object({
  fundCode: FundCode,
  fundName: str(100),
  /** The product category's words (货币型, 债券型 …): the allocation chart groups by it. */
  fundType: str(20),
  tradeAccount: TradeAccount,
  shares: Shares,
  nav: Nullable(Nav),
  navDate: Nullable(Day),
  cost: Money,
  marketValue: Money,
  holdingIncome: SignedMoney,
  cumulativeIncome: SignedMoney,
  yesterdayIncome: SignedMoney,
  /** Holding income ÷ cost in percent; null when nothing is left at cost. */
  yieldRate: Nullable(Percent),
  dividendType: StringEnum(['0', '1']),
});
export type HoldingItem = Static<typeof HoldingItem>;

/** 持仓 GET /v1/account/hold, GET /v1/account/crm/hold */
export const HoldQuery = query({ tradeAccount: Type.Optional(TradeAccount) });
export type HoldQuery = Static<typeof HoldQuery>;
/** 持仓 GET /v1/account/hold, /crm/hold: the channel's totals and its holdings. */
export const HoldData = object({ totals: AssetTotals, holdings: Type.Array(HoldingItem) });
export type HoldData = Static<typeof HoldData>;

export const YieldPeriod = StringEnum(['1m', '3m', '1y', 'all']);
export type YieldPeriod = Static<typeof YieldPeriod>;
/** 资产与收益走势 GET /v1/account/hold/yield, /crm/hold/yield: period 1m, 3m, 1y or all. */
export const HoldYieldQuery = query({ period: Type.Optional(YieldPeriod) });
export type HoldYieldQuery = Static<typeof HoldYieldQuery>;
export const YieldPoint = object({ date: Day, totalAssets: Money, cumulativeIncome: SignedMoney });
/** 资产与收益走势: one point per NAV day of the period, oldest first. */
export const HoldYieldData = object({ period: YieldPeriod, points: Type.Array(YieldPoint) });
export type HoldYieldData = Static<typeof HoldYieldData>;

/**
 * 在途交易 GET /v1/account/assets/transit: both channels' orders applied and not yet confirmed, then the
 * money still on its way to the investor's card (a confirmed redemption's payout, a refund), until it arrives.
 */
export const TransitQuery = query();
export type TransitQuery = Static<typeof TransitQuery>;
export const TransitItem = object({
  appNo: str(40),
  ...fundAndAccount(),
  channel: StringEnum(['direct', 'consignment']),
  businessType: BusinessType,
  applySum: Nullable(Money),
  applyShare: Nullable(Shares),
  applyDate: Day,
  /** The predicted dates: confirmation, shares available, redemption money paid. */
  confirmDate: Day,
  availableDate: Day,
  payoutDate: Nullable(Day),
  /** Those of the dates counted on the provisional calendar (their year's closures unpublished): 预计. */
  provisionalDates: Type.Array(Day),
  /** A bank transfer whose money has not arrived: its deadline (the portal shows where to remit). */
  remittance: Nullable(RemittanceDue),
  /** A fast-pay order: the card it was debited from and the debit's status; null otherwise. */
  paidFrom: Nullable(PaidFrom),
  deductStatus: Nullable(DeductStatus),
  /** Order status 0 unconfirmed (applied), 1 success, 2 fail, 3 cancelled: the last three carry moneyToCard. */
  orderStatus: StringEnum(['0', '1', '2', '3']),
  moneyToCard: Nullable(MoneyToCard),
});
export type TransitItem = Static<typeof TransitItem>;
export const TransitData = Type.Array(TransitItem);
export type TransitData = Static<typeof TransitData>;

/** The filters and page of the record lists; dates yyyyMMdd, both optional, begin not after end. */
const RecordFilters = {
  /** One of the investor's trade accounts; another investor's is refused. */
  tradeAccount: Type.Optional(TradeAccount),
  beginDate: Type.Optional(Day),
  endDate: Type.Optional(Day),
  fundCode: Type.Optional(FundCode),
  businessType: Type.Optional(BusinessType),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
};

/** 交易记录 GET /v1/account/trade/record, /crm/trade/record; 当日申请 GET /v1/account/apply */
export const TradeRecordQuery = query(RecordFilters);
export type TradeRecordQuery = Static<typeof TradeRecordQuery>;
export const TradeRecordItem = object({
  appNo: str(40),
  ...fundAndAccount(),
  businessType: BusinessType,
  applySum: Nullable(Money),
  applyShare: Nullable(Shares),
  applyDate: Day,
  applyTime: str(6),
  /** Order status 0 unconfirmed, 1 success, 2 fail, 3 cancelled. */
  orderStatus: StringEnum(['0', '1', '2', '3']),
  /** A fast-pay order: the card it was debited from and the debit's status; null otherwise. */
  paidFrom: Nullable(PaidFrom),
  deductStatus: Nullable(DeductStatus),
  /** A failed order: why (a transfer not arrived by its deadline, the fund's refusal …). */
  reason: Nullable(Type.String({ maxLength: 200 })),
  /** A refund or a redemption's payout, on its way or arrived. */
  moneyToCard: Nullable(MoneyToCard),
});
export type TradeRecordItem = Static<typeof TradeRecordItem>;
/** 交易记录: one page, newest first, with the number of records that match. */
export const TradeRecordData = recordPage(TradeRecordItem);
export type TradeRecordData = Static<typeof TradeRecordData>;

/** 确认记录 GET /v1/account/trade/confirm/record (both channels) */
export const ConfirmRecordQuery = query(RecordFilters);
export type ConfirmRecordQuery = Static<typeof ConfirmRecordQuery>;
export const ConfirmRecordItem = object({
  appNo: str(40),
  ...fundAndAccount(),
  businessType: BusinessType,
  ...confirmationFields(),
});
export type ConfirmRecordItem = Static<typeof ConfirmRecordItem>;
export const ConfirmRecordData = recordPage(ConfirmRecordItem);
export type ConfirmRecordData = Static<typeof ConfirmRecordData>;

/** 分红记录 GET /v1/account/dividend, /crm/dividend: dates filter the ex-date. */
export const DividendQuery = query(RecordFilters);
export type DividendQuery = Static<typeof DividendQuery>;
export const DividendItem = object({
  ...fundAndAccount(),
  exDate: Day,
  shares: Shares,
  perShare: Nav,
  amount: Money,
  dividendType: StringEnum(['0', '1']),
  reinvestShares: Shares,
  reinvestNav: Nav,
});
export type DividendItem = Static<typeof DividendItem>;
export const DividendData = recordPage(DividendItem);
export type DividendData = Static<typeof DividendData>;

/** 对账持仓 GET /v1/account/crm/collate/hold: the consignment holdings as of a day (default the latest). */
export const CollateHoldQuery = query({ date: Type.Optional(Day) });
export type CollateHoldQuery = Static<typeof CollateHoldQuery>;
export const CollateHoldData = object({
  date: Day,
  totalAssets: Money,
  rows: Type.Array(object({ fundCode: FundCode, fundName: str(100), shares: Shares, marketValue: Money })),
});
export type CollateHoldData = Static<typeof CollateHoldData>;

/** PDF downloads GET /v1/account/trade/pdf, /dividend/pdf: the same filters as the lists. */
export const AccountPdfQuery = query({ beginDate: Type.Optional(Day), endDate: Type.Optional(Day) });
export type AccountPdfQuery = Static<typeof AccountPdfQuery>;
