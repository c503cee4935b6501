import type { TradeRecordQuery } from '@/api/account/contract-assets';
import { dayNumber } from '@/shared/time';
import { MESSAGES } from '@/shared/validation/messages';

import type { Context } from '../core/context';
import { badRequest, hint } from '../core/http/envelope';
import { UNKNOWN_TRADE_ACCOUNT } from './rules';
import { ownsTradeAccount } from './store';
import { tradeAccountsOf, type Channel, type RecordFilter } from './store-assets';

export const DEFAULT_PAGE_SIZE = 10;

/** A date the pattern lets through but the calendar has not (20260230) is refused, as is begin after end. */
export function checkDates(beginDate?: string, endDate?: string): void {
  for (const date of [beginDate, endDate]) {
    if (date === undefined) continue;
    try {
      dayNumber(date);
    } catch {
      throw badRequest(`日期不存在：${date}`);
    }
  }
  if (beginDate && endDate && beginDate > endDate) throw badRequest(MESSAGES.dateRangeReversed);
}

/**
 * The trade accounts a call looks at: the channel's (or all of the investor's), narrowed to one when the
 * query names it; a trade account that is not the investor's is refused.
 */
export function accountsFor(
  ctx: Context,
  accountId: number,
  channels: readonly Channel[],
  tradeAccount?: string,
): string[] {
  if (tradeAccount && !ownsTradeAccount(ctx, accountId, tradeAccount)) throw hint(UNKNOWN_TRADE_ACCOUNT);
  const all = channels.flatMap((channel) => tradeAccountsOf(ctx, accountId, channel));
  return tradeAccount ? all.filter((a) => a === tradeAccount) : all;
}

export function recordFilter(
  ctx: Context,
  accountId: number,
  channels: readonly Channel[],
  q: TradeRecordQuery,
): { filter: RecordFilter; page: number; size: number } {
  checkDates(q.beginDate, q.endDate);
  return {
    filter: {
      tradeAccounts: accountsFor(ctx, accountId, channels, q.tradeAccount),
      beginDate: q.beginDate,
      endDate: q.endDate,
      fundCode: q.fundCode,
      businessType: q.businessType,
    },
    page: q.page ?? 1,
    size: q.size ?? DEFAULT_PAGE_SIZE,
  };
}
