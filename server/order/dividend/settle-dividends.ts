import type { YyyyMmDd } from '@/shared/time';

import { nextTradingDay } from '../../core/calendar';
import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { ZERO } from '../../core/money';
import { holdersThrough } from '../../holding/lot-history';
import { addLot } from '../../holding/store';
import { insertTradeRecord } from '../common/store-confirm';
import { methodInForce, settleDividend, sharesAtEndOf } from './rules';
import {
  confirmedMethodChanges,
  type ExDateRow,
  exDatesThrough,
  insertDividend,
  openingMethod,
  settledOn,
} from './store';

/**
 * Settles one ex-date of one fund for every holder not settled yet, on the shares registered at the end of
 * the ex-date (场外 funds: the record date is the ex-date): the dividend row; cash → a money record
 * on the pay date (the next trading day); reinvest → a lot dated the ex-date at its NAV, no cost, whose
 * holding period starts that day (docs/decisions.md), added to the holding. Answers how many rows it wrote.
 */
function settleExDate(ctx: Context, ex: ExDateRow, today: YyyyMmDd, at: number): number {
  const settled = settledOn(ctx, ex.fund_code, ex.ex_date);
  let written = 0;
  for (const holder of holdersThrough(ctx, ex.fund_code, ex.ex_date).values()) {
    const key = { accountId: holder.accountId, tradeAccount: holder.tradeAccount, fundCode: ex.fund_code };
    for (const [shareType, shares] of sharesAtEndOf(holder.lots, ex.ex_date)) {
      if (shares.lte(ZERO) || settled.has(`${holder.accountId}/${holder.tradeAccount}/${shareType}`))
        continue;
      const method = methodInForce(openingMethod(ctx, key), confirmedMethodChanges(ctx, key), ex.ex_date);
      const outcome = settleDividend({ shares, perShare: ex.per_share, nav: ex.nav, method });
      if (!outcome) continue;
      const payDate = nextTradingDay(ex.ex_date);
      transaction(ctx, () => {
        const dividendId = insertDividend(ctx, {
          ...key,
          shareType,
          exDate: ex.ex_date,
          shares: shares.toFixed(2),
          perShare: ex.per_share,
          amount: outcome.amount.toFixed(2),
          method,
          reinvestShares: outcome.reinvestShares.toFixed(2),
          nav: ex.nav,
          payDate,
          settledDate: today,
          at,
        });
        if (method === '1') {
          insertTradeRecord(ctx, {
            ...key,
            appNo: null,
            dividendId,
            kind: 'dividend',
            amount: outcome.amount.toFixed(2),
            shares: '0.00',
            recordDate: payDate,
            at,
          });
          return;
        }
        addLot(ctx, {
          ...key,
          appNo: null,
          dividendId,
          confirmDate: ex.ex_date,
          shares: outcome.reinvestShares.toFixed(2),
          feeMode: shareType,
          purchaseNav: ex.nav,
          cost: '0.00',
          dividendType: method,
        });
      });
      written += 1;
    }
  }
  return written;
}

/**
 * The dividend step of the confirm batch: every ex-date published up to `today` (its NAV row carries the
 * dividend per share; it is published at 20:00 of the ex-date) that is not settled yet for a holder with
 * shares registered at the end of the ex-date: a purchase applied the day before (registered on it, T+1) is
 * paid, one applied on it is not; a redemption applied the day before (confirmed on it) is not, one applied
 * on it is. Idempotent: a settled (holding, share type, ex-date) is never written
 * again. Answers how many dividends it settled.
 */
export function settleDividends(ctx: Context, today: YyyyMmDd, at: number): number {
  return exDatesThrough(ctx, today).reduce((sum, ex) => sum + settleExDate(ctx, ex, today, at), 0);
}
