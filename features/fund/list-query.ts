import type { ProductCategory } from '@/api/core/contract-trading';
import type { FundListQuery } from '@/api/fund/contract';
import { PAGINATION } from '@/shared/config/constants';
import { FUND_SORT_OPTION, PRODUCT_CATEGORY } from '@/shared/enums';

/**
 * The fund list's query (GET /v1/fund) kept in the address (?sort=&order=&page=&size=&keyword=), so that a
 * reload, the back button or a shared link shows the same page. Unknown or out-of-range values fall back
 * to the defaults rather than reaching the back office.
 */

export type FundSortKey = keyof typeof FUND_SORT_OPTION;
export type SortOrder = 'asc' | 'desc';

export interface FundListParams {
  sort: FundSortKey;
  order: SortOrder;
  pageNum: number;
  pageSize: number;
  keyword: string;
  /** The type tab: one productCategory, or '' for 全部. */
  category: ProductCategory | '';
}

export const DEFAULT_LIST_PARAMS: FundListParams = {
  sort: 'category',
  order: 'asc',
  pageNum: PAGINATION.defaultPage,
  pageSize: PAGINATION.defaultPageSize,
  keyword: '',
  category: '',
};

/** The contract's limits: a keyword of at most 50 characters, at most 10000 pages. */
const KEYWORD_MAX = 50;
const MAX_PAGE = 10000;

/** Orders an investor expects first for each key: rates and values highest first, the rest ascending. */
const DESCENDING_FIRST = new Set<FundSortKey>([
  'navDate',
  'nav',
  'totalNav',
  'threeMonthRate',
  'yearRate',
  'totalRate',
  'currentRatio',
  'myriadIncome',
]);

function defaultOrderFor(sort: FundSortKey): SortOrder {
  return DESCENDING_FIRST.has(sort) ? 'desc' : 'asc';
}

function isSortKey(value: string | null): value is FundSortKey {
  return value !== null && Object.prototype.hasOwnProperty.call(FUND_SORT_OPTION, value);
}

function isCategory(value: string | null): value is ProductCategory {
  return value !== null && Object.prototype.hasOwnProperty.call(PRODUCT_CATEGORY, value);
}

function intIn(value: string | null, allowed: (n: number) => boolean, fallback: number): number {
  if (value === null || !/^\d{1,5}$/.test(value)) return fallback;
  const n = Number(value);
  return allowed(n) ? n : fallback;
}

export function readListParams(search: URLSearchParams): FundListParams {
  const sortText = search.get('sort');
  const sort = isSortKey(sortText) ? sortText : DEFAULT_LIST_PARAMS.sort;
  const orderText = search.get('order');
  const order = orderText === 'asc' || orderText === 'desc' ? orderText : defaultOrderFor(sort);
  return {
    sort,
    order,
    pageNum: intIn(search.get('page'), (n) => n >= 1 && n <= MAX_PAGE, DEFAULT_LIST_PARAMS.pageNum),
    pageSize: intIn(
      search.get('size'),
      (n) => PAGINATION.pageSizes.includes(n),
      DEFAULT_LIST_PARAMS.pageSize,
    ),
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    category: isCategory(search.get('type')) ? (search.get('type') as ProductCategory) : '',
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeListParams(params: FundListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.sort !== DEFAULT_LIST_PARAMS.sort) search.set('sort', params.sort);
  if (params.order !== defaultOrderFor(params.sort)) search.set('order', params.order);
  if (params.pageNum !== DEFAULT_LIST_PARAMS.pageNum) search.set('page', String(params.pageNum));
  if (params.pageSize !== DEFAULT_LIST_PARAMS.pageSize) search.set('size', String(params.pageSize));
  if (params.keyword) search.set('keyword', params.keyword);
  if (params.category) search.set('type', params.category);
  return search;
}

/** A new sort starts at page 1 in that key's natural order; the same key again flips the order. */
export function withSort(params: FundListParams, sort: FundSortKey): FundListParams {
  const order = sort === params.sort ? (params.order === 'asc' ? 'desc' : 'asc') : defaultOrderFor(sort);
  return { ...params, sort, order, pageNum: 1 };
}

/** A new type tab starts at page 1. */
export function withCategory(params: FundListParams, category: ProductCategory | ''): FundListParams {
  return { ...params, category, pageNum: 1 };
}

/** A new keyword starts at page 1. */
export function withKeyword(params: FundListParams, keyword: string): FundListParams {
  return { ...params, keyword: keyword.trim().slice(0, KEYWORD_MAX), pageNum: 1 };
}

/** The 12 sort options in the spec's order, for the select. */
export const SORT_OPTIONS = (Object.keys(FUND_SORT_OPTION) as FundSortKey[]).map((key) => ({
  value: key,
  label: FUND_SORT_OPTION[key],
}));

/** The catalogue call's arguments for the list's parameters: what the purchase list asks, and what the page asks ahead. */
export function listQueryOf(params: FundListParams): FundListQuery {
  return {
    sort: params.sort,
    order: params.order,
    pageNum: params.pageNum,
    pageSize: params.pageSize,
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.category ? { productCategory: params.category } : {}),
  };
}
