import type { BusinessType } from '@/api/core/contract-trading';
import type { FundStatus } from '@/api/core/contract-trading';
import type { TradeTimeStateData } from '@/api/order/contract';
import { BUSINESS_TYPE, FUND_STATUS, isPrivateProduct } from '@/shared/enums/fund';
import { dashed, shanghaiParts, type YyyyMmDd } from '@/shared/time';

import {
  isTradingDay,
  knownThrough,
  previousTradingDay,
  tradeDateRefusal,
  tradingMoment,
} from '../core/calendar';
import type { FundSpec } from './types';

/**
 * What each fund status allows. Rights registration (7) and dividend payment (8) days trade as usual; a
 * dividend-method change is refused on the registration day because it could not take effect for that
 * distribution. A closed period (4) and an issued-not-yet-open fund (2) take bookings for the next open day.
 */
const ALLOWED: Record<FundStatus, readonly BusinessType[]> = {
  '0': ['Purchase', 'Redeem', 'BonusWay'],
  '1': ['Subscribe'],
  '2': ['BookPurchase'],
  '3': [],
  '4': ['BookPurchase', 'BookRedeem', 'BonusWay'],
  '5': ['Redeem', 'BonusWay'],
  '6': ['Purchase', 'BonusWay'],
  '7': ['Purchase', 'Redeem'],
  '8': ['Purchase', 'Redeem', 'BonusWay'],
  '9': [],
  a: [],
};

/** What a status allows. */
export function allowedBusinesses(status: FundStatus): readonly BusinessType[] {
  return ALLOWED[status];
}

/** Why this fund cannot take this business on this date, or null when it can. */
export function businessRefusal(fund: FundSpec, business: BusinessType, date: YyyyMmDd): string | null {
  if (!ALLOWED[fund.status].includes(business)) {
    return `该产品当前状态为${FUND_STATUS[fund.status]}，不能办理${BUSINESS_TYPE[business]}`;
  }
  if (business === 'Subscribe' && fund.raise && (date < fund.raise.from || date > fund.raise.to)) {
    return `该产品认购期为${dashed(fund.raise.from)}至${dashed(fund.raise.to)}，当前不在认购期内`;
  }
  return null;
}

/** Private products take orders on trading days from 09:30 to the 15:00 cut-off only. */
const PRIVATE_OPEN_SECOND = 9 * 3600 + 30 * 60;
export const PRIVATE_TRADING_HOURS = '交易日9:30-15:00';

export interface TradingTimeCheck {
  isTrade: boolean;
  /** 1 a trading day before the cut-off, 2 after it or a closed day (next trading day), 0 no order now. */
  tradeStatus: TradeTimeStateData['tradeStatus'];
  /**
   * The trade date an order placed now gets; for tradeStatus 0 the next trading day the product takes
   * orders (private hours), or null when its status takes none.
   */
  date: YyyyMmDd | null;
  message: string | null;
}

/**
 * The trading-time validation (productCategory, businessType, fundCode): a public fund takes orders at any
 * time (after the cut-off they belong to the next trading day); a private product only in its trading hours;
 * either only when its status allows the business.
 */
export function tradingTimeCheck(
  fund: FundSpec,
  business: BusinessType,
  instantMs: number,
): TradingTimeCheck {
  const moment = tradingMoment(instantMs);
  const refusal = businessRefusal(fund, business, moment.date) ?? tradeDateRefusal(moment.tradeDate);
  if (refusal) return { isTrade: false, tradeStatus: '0', date: null, message: refusal };
  if (isPrivateProduct(fund.productType)) {
    const { secondOfDay } = shanghaiParts(instantMs);
    if (!moment.beforeCutoff || secondOfDay < PRIVATE_OPEN_SECOND) {
      const early = moment.beforeCutoff;
      return {
        isTrade: false,
        tradeStatus: '0',
        date: early ? moment.date : moment.tradeDate,
        message: `当前为非交易时间，该产品仅在${PRIVATE_TRADING_HOURS}受理`,
      };
    }
  }
  return {
    isTrade: true,
    tradeStatus: moment.beforeCutoff ? '1' : '2',
    date: moment.tradeDate,
    message: null,
  };
}

/** A trading day's NAV (and a money-market fund's income up to that day) is published at 20:00 Shanghai. */
const NAV_PUBLISH_SECOND = 20 * 3600;

/**
 * The latest date whose NAV, and every earlier one, is public at this instant; never a day past what the
 * calendar knows (calendar.ts knownThrough): a guessed trading day gets no NAV, so nothing is confirmed on it.
 */
export function navPublishedThrough(instantMs: number): YyyyMmDd {
  const moment = tradingMoment(instantMs);
  const { secondOfDay } = shanghaiParts(instantMs);
  const through =
    moment.isTradingDay && secondOfDay >= NAV_PUBLISH_SECOND ? moment.date : previousTradingDay(moment.date);
  const known = knownThrough();
  return through > known ? tradingDayOnOrBefore(known) : through;
}

/** The last trading day on or before a day. */
const tradingDayOnOrBefore = (date: YyyyMmDd): YyyyMmDd =>
  isTradingDay(date) ? date : previousTradingDay(date);

// The fund search (GET /v1/fund/search).

/** Funds that can no longer be traded: issue failed, closed, ended (left out with filterFlag=1). */
export const UNTRADEABLE = ['3', '9', 'a'];
export const SEARCH_LIMIT = 20;

/** A keyword must hold a letter, digit or Chinese character, else there is nothing to suggest (spec §5). */
const MEANINGFUL = /[A-Za-z0-9\u4e00-\u9fff]/;

/** The keyword as matched (trimmed, upper case), or null when it is not worth a search. */
export function searchKeyword(content: string): string | null {
  const keyword = content.trim().toUpperCase();
  return MEANINGFUL.test(keyword) ? keyword : null;
}

/** A LIKE pattern that finds the keyword anywhere, its own %, _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const UNKNOWN_FUND = '未找到该产品';
