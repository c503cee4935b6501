import type { FundStatus } from '@/api/core/contract-trading';

import type { Context } from '../core/context';
import { containsPattern, SEARCH_LIMIT, UNTRADEABLE } from './rules';
import { recordStatusChange } from './store-status-history';

/** Funds whose code or name holds the keyword, by code, at most 20. */
export function searchFunds(
  ctx: Context,
  keyword: string,
  options: {
    tradeableOnly: boolean;
    whiteListOnly: boolean;
    publicOnly: boolean;
    /** Only the funds held or ordered on these trade accounts of this investor (the consignment search). */
    among?: { accountId: number; tradeAccounts: readonly string[] };
  },
): Array<{ code: string; name: string }> {
  const where = ["(UPPER(code) LIKE ? ESCAPE '\\' OR UPPER(name) LIKE ? ESCAPE '\\')"];
  const like = containsPattern(keyword);
  const params: Array<string | number> = [like, like];
  if (options.tradeableOnly) {
    where.push(`status NOT IN (${UNTRADEABLE.map(() => '?').join(', ')})`);
    params.push(...UNTRADEABLE);
  }
  if (options.whiteListOnly) where.push('white_list = 1');
  if (options.publicOnly) where.push('is_public = 1');
  if (options.among) {
    const { accountId, tradeAccounts } = options.among;
    const listed = tradeAccounts.map(() => '?').join(', ');
    where.push(
      `code IN (SELECT fund_code FROM holdings WHERE account_id = ? AND trade_account IN (${listed})
         AND CAST(shares AS REAL) > 0
       UNION SELECT fund_code FROM orders WHERE account_id = ? AND trade_account IN (${listed}))`,
    );
    params.push(accountId, ...tradeAccounts, accountId, ...tradeAccounts);
  }
  return ctx.db.all<{ code: string; name: string }>(
    `SELECT code, name FROM funds WHERE ${where.join(' AND ')} ORDER BY code LIMIT ${SEARCH_LIMIT}`,
    params,
  );
}

/**
 * Demo and test hook (POST /__dev/fund): a fund's status or daily cap changes after orders were placed. A
 * status change is announced now and governs from the next trade date on (status-history.ts).
 */
export function changeFundTerms(
  ctx: Context,
  code: string,
  change: { status?: FundStatus; maxPerDay?: string | null },
): void {
  ctx.db.tx(() => {
    const before = ctx.db.get<{ status: FundStatus }>('SELECT status FROM funds WHERE code = ?', [code]);
    if (change.status !== undefined && before && before.status !== change.status) {
      ctx.db.run('UPDATE funds SET status = ? WHERE code = ?', [change.status, code]);
      recordStatusChange(ctx, code, before.status, change.status);
    }
    if (change.maxPerDay !== undefined) {
      ctx.db.run('UPDATE fund_terms SET max_per_day = ? WHERE code = ?', [change.maxPerDay, code]);
    }
  });
}
