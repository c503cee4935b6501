import { useState } from 'react';

import { PAGINATION } from '@/shared/config/constants';

import { pageCountOf, pagerItems } from './pagination-pages';
import './pagination.css';

export interface PageChange {
  page: number;
  pageSize: number;
}

export interface PaginationProps {
  total: number;
  /** Controlled page; without it the bar keeps its own, starting at `defaultPage` (1). */
  page?: number;
  pageSize?: number;
  defaultPage?: number;
  defaultPageSize?: number;
  /** 10, 20, 30, 50 (spec §9). */
  pageSizes?: readonly number[];
  /** Spec §9 option: no bar at all when everything fits on one page. */
  hideOnSinglePage?: boolean;
  onChange?: (change: PageChange) => void;
  /** What the list is, for the navigation landmark's name (e.g. 交易记录分页). */
  ariaLabel?: string;
  disabled?: boolean;
}

/**
 * The pagination bar: total, page sizes, first page, previous, page numbers, next, last page. Drawn with
 * buttons (element's pager is a list of <li> a keyboard cannot reach) in element's pagination look.
 */
export function Pagination({
  total,
  page,
  pageSize,
  defaultPage = PAGINATION.defaultPage,
  defaultPageSize = PAGINATION.defaultPageSize,
  pageSizes = PAGINATION.pageSizes,
  hideOnSinglePage,
  onChange,
  ariaLabel = '分页',
  disabled,
}: PaginationProps) {
  const [own, setOwn] = useState<PageChange>({ page: defaultPage, pageSize: defaultPageSize });
  const size = pageSize ?? own.pageSize;
  const pageCount = pageCountOf(total, size);
  const current = Math.min(Math.max(1, page ?? own.page), pageCount);

  if (hideOnSinglePage && pageCount <= 1) return null;

  const go = (next: PageChange) => {
    setOwn(next);
    onChange?.(next);
  };
  const goPage = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) go({ page: target, pageSize: size });
  };
  const atFirst = disabled || current <= 1;
  const atLast = disabled || current >= pageCount;

  return (
    <nav className="el-pagination gz-pagination" aria-label={ariaLabel}>
      <span className="gz-pagination__group">
        <span className="el-pagination__total">共 {total} 条</span>
        <label className="gz-pagination__sizes">
          <span className="gz-visually-hidden">每页条数</span>
          <select
            className="gz-pagination__select"
            value={size}
            disabled={disabled}
            onChange={(event) => go({ page: 1, pageSize: Number(event.target.value) })}
          >
            {pageSizes.map((option) => (
              <option key={option} value={option}>
                {option}条/页
              </option>
            ))}
          </select>
        </label>
      </span>
      <span className="gz-pagination__group">
        <button type="button" className="gz-pagination__edge" disabled={atFirst} onClick={() => goPage(1)}>
          首页
        </button>
        <button
          type="button"
          className="btn-prev"
          aria-label="上一页"
          disabled={atFirst}
          onClick={() => goPage(current - 1)}
        >
          <i className="el-icon el-icon-arrow-left" aria-hidden="true" />
        </button>
        <ul className="el-pager">
          {pagerItems(current, pageCount).map((item) =>
            typeof item === 'number' ? (
              <li key={item} className={Math.abs(item - current) > 1 ? 'gz-pagination__far' : undefined}>
                <button
                  type="button"
                  className={`number${item === current ? ' active' : ''}`}
                  aria-label={`第${item}页`}
                  aria-current={item === current ? 'page' : undefined}
                  disabled={disabled}
                  onClick={() => goPage(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} className="gz-pagination__gap gz-pagination__far" aria-hidden="true">
                …
              </li>
            ),
          )}
        </ul>
        <button
          type="button"
          className="btn-next"
          aria-label="下一页"
          disabled={atLast}
          onClick={() => goPage(current + 1)}
        >
          <i className="el-icon el-icon-arrow-right" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="gz-pagination__edge"
          disabled={atLast}
          onClick={() => goPage(pageCount)}
        >
          尾页
        </button>
      </span>
    </nav>
  );
}
