import type {
  FiguresWithheld,
  FundListData,
  FundListItem,
  FundListQuery,
  FundSortKey,
} from '@/api/fund/contract';
import { isPrivateProduct } from '@/shared/enums/fund';
import { shanghaiParts } from '@/shared/time';

import type { Context } from '../core/context';
import { Decimal } from '../core/money';
import { fundSpecs } from './funds';
import { fundListItem } from './list-item';
import { privateListed, withPrivateFigures } from './private-figures';
import { navPublishedThrough, searchKeyword } from './rules';
import { navHistory } from './store-navs';
import type { FundSpec } from './types';

type Value = string | null;
/** What each sort option compares: a code (text order) or a decimal. */
const SORT: Record<FundSortKey, { value: (item: FundListItem) => Value; decimal: boolean }> = {
  category: { value: (item) => item.productCategory, decimal: false },
  riskLevel: { value: (item) => item.fundRiskLevel, decimal: false },
  minFirstBalance: { value: (item) => item.minFirstBalance, decimal: true },
  navDate: { value: (item) => item.navDate, decimal: false },
  nav: { value: (item) => item.nav, decimal: true },
  totalNav: { value: (item) => item.totalNav, decimal: true },
  threeMonthRate: { value: (item) => item.threeMonthRate, decimal: true },
  yearRate: { value: (item) => item.yearRate, decimal: true },
  totalRate: { value: (item) => item.totalRate, decimal: true },
  status: { value: (item) => item.fundStatus, decimal: false },
  currentRatio: { value: (item) => item.currentRatio, decimal: true },
  myriadIncome: { value: (item) => item.perMyriadIncome, decimal: true },
};

/** Sorted by the option, a null last in either order, ties by fund code ascending. */
function sortFunds(items: FundListItem[], sort: FundSortKey, order: 'asc' | 'desc'): FundListItem[] {
  const { value, decimal } = SORT[sort];
  const compare = (a: string, b: string) =>
    decimal ? new Decimal(a).cmp(new Decimal(b)) : a < b ? -1 : a > b ? 1 : 0;
  return [...items].sort((x, y) => {
    const [a, b] = [value(x), value(y)];
    if (a === null || b === null) {
      if (a !== b) return a === null ? 1 : -1;
    } else {
      const byValue = compare(a, b) * (order === 'asc' ? 1 : -1);
      if (byValue !== 0) return byValue;
    }
    return x.fundCode < y.fundCode ? -1 : 1;
  });
}

interface Snapshot {
  key: string;
  /** The catalogue it was built from: a change of terms (a dev hook) makes a new one. */
  specs: FundSpec[];
  items: FundListItem[];
  /** The items as one kind of caller sees them (private figures withheld for a reason, or not), by reason. */
  views: Map<FiguresWithheld, FundListItem[]>;
  sorted: Map<string, FundListItem[]>;
}

// The list depends only on the terms, the published NAVs and the date: built once per (NAV date, day)
// and sorted once per option, so a list request only filters and slices (the benchmark's 3000 req/s).
const snapshots = new WeakMap<Context, Snapshot>();

function listSnapshot(ctx: Context): Snapshot {
  const now = ctx.clock.now();
  const asOf = navPublishedThrough(now);
  const today = shanghaiParts(now).date;
  const key = `${asOf}|${today}`;
  const specs = fundSpecs(ctx);
  const cached = snapshots.get(ctx);
  if (cached?.key === key && cached.specs === specs) return cached;
  const items = specs.map((spec) => fundListItem(spec, navHistory(ctx, spec.code, asOf), asOf, today));
  const snapshot = { key, specs, items, views: new Map([[null, items]]), sorted: new Map() };
  snapshots.set(ctx, snapshot);
  return snapshot;
}

/** The items as this caller sees them, built once per reason. */
function viewOf(snapshot: Snapshot, withheld: FiguresWithheld): FundListItem[] {
  let view = snapshot.views.get(withheld);
  if (!view) {
    view = snapshot.items.map((item) => withPrivateFigures(item, withheld));
    snapshot.views.set(withheld, view);
  }
  return view;
}

/**
 * One page of the catalogue as this caller may see it. A withheld figure sorts as a missing one (last), so
 * the order of a sort by NAV or returns reveals nothing of a private product either.
 */
export function listFunds(ctx: Context, query: FundListQuery, withheld: FiguresWithheld): FundListData {
  const {
    sort = 'category',
    order = 'asc',
    pageNum = 1,
    pageSize = 10,
    productType,
    productCategory,
  } = query;
  const snapshot = listSnapshot(ctx);
  const sortKey = `${withheld}|${sort}|${order}`;
  let sorted = snapshot.sorted.get(sortKey);
  if (!sorted) {
    sorted = sortFunds(viewOf(snapshot, withheld), sort, order);
    snapshot.sorted.set(sortKey, sorted);
  }
  const keyword = query.keyword ? searchKeyword(query.keyword) : null;
  const matching = sorted.filter(
    (item) =>
      (!productType || item.productType === productType) &&
      (!productCategory || item.productCategory === productCategory) &&
      (privateListed(withheld) || !isPrivateProduct(item.productType)) &&
      (!keyword || item.fundCode.includes(keyword) || item.fundName.toUpperCase().includes(keyword)),
  );
  const start = (pageNum - 1) * pageSize;
  return { list: matching.slice(start, start + pageSize), total: matching.length };
}
