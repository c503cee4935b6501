import './fund-list.css';

import type { ProductCategory } from '@/api/core/contract-trading';
import { PRODUCT_CATEGORY } from '@/shared/enums';

const TABS_TEXT = { label: '产品类型', all: '全部' } as const;

const TABS: Array<{ value: ProductCategory | ''; label: string }> = [
  { value: '', label: TABS_TEXT.all },
  ...(Object.keys(PRODUCT_CATEGORY) as ProductCategory[]).map((value) => ({
    value,
    label: PRODUCT_CATEGORY[value],
  })),
];

export interface CategoryTabsProps {
  value: ProductCategory | '';
  onChange: (category: ProductCategory | '') => void;
}

/**
 * The purchase list's type tabs (I3E.16): 全部, 货币型 … 单一资产管理计划, one pressed. Buttons in a group rather
 * than ARIA tabs: each one reloads the list below, it does not switch panels. On a phone the row scrolls
 * sideways in its own strip, as fund apps' type tabs do.
 */
export function CategoryTabs({ value, onChange }: CategoryTabsProps) {
  return (
    <div className="gz-category-tabs" role="group" aria-label={TABS_TEXT.label}>
      {TABS.map((tab) => (
        <button
          key={tab.value || 'all'}
          type="button"
          className="gz-category-tabs__tab"
          aria-pressed={tab.value === value}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
