import type { Context } from '../core/context';
import { containsPattern, SEARCH_LIMIT, UNTRADEABLE } from './rules';

/** Funds whose code or name holds the keyword, by code, at most 20. */
export function searchFunds(
  ctx: Context,
  keyword: string,
  options: { tradeableOnly: boolean; whiteListOnly: boolean },
): Array<{ code: string; name: string }> {
  const where = ["(UPPER(code) LIKE ? ESCAPE '\\' OR UPPER(name) LIKE ? ESCAPE '\\')"];
  const like = containsPattern(keyword);
  if (options.tradeableOnly) where.push(`status NOT IN (${UNTRADEABLE.map(() => '?').join(', ')})`);
  if (options.whiteListOnly) where.push('white_list = 1');
  return ctx.db.all<{ code: string; name: string }>(
    `SELECT code, name FROM funds WHERE ${where.join(' AND ')} ORDER BY code LIMIT ${SEARCH_LIMIT}`,
    [like, like, ...(options.tradeableOnly ? UNTRADEABLE : [])],
  );
}

export function fundExists(ctx: Context, code: string): boolean {
  return !!ctx.db.get('SELECT 1 FROM funds WHERE code = ?', [code]);
}
