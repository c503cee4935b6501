import type { FiguresWithheld, FundQuoteData, FundQuoteQuery, FundSearchItem } from '@/api/fund/contract';
import { isPrivateProduct } from '@/shared/enums/fund';
import { addMonths, shanghaiParts } from '@/shared/time';
import { categoryPolicy } from '@/shared/trading';

import type { Context } from '../core/context';
import { fundSpecs } from './funds';
import { fundListItem, percent } from './list-item';
import { withPrivateFigures } from './private-figures';
import { navPublishedThrough, SEARCH_LIMIT, searchKeyword } from './rules';
import { navHistory } from './store-navs';
import type { FundSpec } from './types';

const MONTHS: Record<NonNullable<FundQuoteQuery['range']>, number> = {
  '1m': 1,
  '3m': 3,
  '6m': 6,
  '1y': 12,
  '3y': 36,
};

/**
 * A fund as in the list, its inception, and its published NAVs over the range, oldest first; for a caller
 * from whom a private product's figures are withheld, no NAV, no rates and no history.
 */
export function fundQuote(
  ctx: Context,
  spec: FundSpec,
  range: NonNullable<FundQuoteQuery['range']>,
  withheld: FiguresWithheld,
): FundQuoteData {
  const now = ctx.clock.now();
  const asOf = navPublishedThrough(now);
  const published = navHistory(ctx, spec.code, asOf);
  const item = withPrivateFigures(fundListItem(spec, published, asOf, shanghaiParts(now).date), withheld);
  const history = item.figuresWithheld ? [] : published;
  const from = item.navDate ? addMonths(item.navDate, -MONTHS[range]) : asOf;
  const { dailyIncome } = categoryPolicy(spec.category);
  return {
    ...item,
    establishDate: spec.inception,
    navs: history
      .filter((point) => point.date > from)
      .map((point) => ({
        navDate: point.date,
        nav: point.nav,
        totalNav: point.totalNav,
        currentRatio: dailyIncome ? percent(point.sevenDayYield, 4) : null,
        perMyriadIncome: dailyIncome ? point.myriadIncome : null,
      })),
  };
}

/**
 * The products whose documents (基金档案, GET /v1/fund/contract) the caller may look up, by code or name: every
 * fund publishes its contract; a private plan's are listed only where the list shows private products.
 */
export function contractSearch(ctx: Context, content: string, privateToo: boolean): FundSearchItem[] {
  const keyword = searchKeyword(content);
  if (!keyword) return [];
  return fundSpecs(ctx)
    .filter((spec) => privateToo || !isPrivateProduct(spec.productType))
    .filter((spec) => spec.code.includes(keyword) || spec.name.toUpperCase().includes(keyword))
    .slice(0, SEARCH_LIMIT)
    .map((spec) => ({ code: spec.code, name: spec.name }));
}
