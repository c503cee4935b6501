import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint } from '../core/http/envelope';
import { generateNavHistory } from './nav-generator';
import { navPublishedThrough, UNKNOWN_FUND } from './rules';
import { insertNavPoints, lastStoredNavDates } from './store-navs';
import { loadFundSpecs } from './store-terms';
import type { FundSpec } from './types';

interface Catalogue {
  list: FundSpec[];
  byCode: Map<string, FundSpec>;
}

// The terms change only when the seed writes them; read once per app, then from memory.
const catalogues = new WeakMap<Context, Catalogue>();

export function fundSpecs(ctx: Context): FundSpec[] {
  let catalogue = catalogues.get(ctx);
  if (!catalogue) {
    const list = loadFundSpecs(ctx);
    catalogue = { list, byCode: new Map(list.map((spec) => [spec.code, spec])) };
    catalogues.set(ctx, catalogue);
  }
  return catalogue.list;
}

export function fundSpec(ctx: Context, code: string): FundSpec | undefined {
  fundSpecs(ctx);
  return catalogues.get(ctx)?.byCode.get(code);
}

/** After the funds' rows change (the seed). */
export function forgetFundSpecs(ctx: Context): void {
  catalogues.delete(ctx);
}

/**
 * Publishes every NAV due by the server clock: a trading day's NAV at 20:00 Shanghai (fund/rules.ts). The
 * generator is prefix-stable, so each fund's stored history only grows by the days the clock passed; the
 * database never holds a NAV the clock has not reached. Answers the date published through.
 */
export function publishNavs(ctx: Context): YyyyMmDd {
  const through = navPublishedThrough(ctx.clock.now());
  const stored = lastStoredNavDates(ctx);
  transaction(ctx, () => {
    for (const spec of fundSpecs(ctx)) {
      if (!spec.inception) continue;
      const last = stored.get(spec.code);
      const end = spec.lastNavDate && spec.lastNavDate < through ? spec.lastNavDate : through;
      if (last !== undefined && last >= end) continue;
      const fresh = generateNavHistory(spec, through).filter(
        (point) => last === undefined || point.date > last,
      );
      insertNavPoints(ctx, spec.code, fresh);
    }
  });
  return through;
}

/** The fund of a request, or the hint 未找到该产品. */
export function requireFund(ctx: Context, code: string): FundSpec {
  const spec = fundSpec(ctx, code);
  if (!spec) throw hint(UNKNOWN_FUND);
  return spec;
}
