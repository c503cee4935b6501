import { type FundListParams, type FundSortKey, SORT_OPTIONS } from '@/features/fund';
import { Button, FormItem, NativeSelect } from '@/shared/ui';

const SORT_TEXT = {
  label: '排序方式',
  asc: '升序',
  desc: '降序',
  toggle: (next: string) => `改为${next}`,
} as const;

export interface SortBarProps {
  params: FundListParams;
  onSort: (sort: FundSortKey) => void;
  onToggleOrder: () => void;
  disabled?: boolean;
}

/** The 12 sort options of the spec and the order, both reachable by keyboard. */
export function SortBar({ params, onSort, onToggleOrder, disabled }: SortBarProps) {
  const current = params.order === 'asc' ? SORT_TEXT.asc : SORT_TEXT.desc;
  const next = params.order === 'asc' ? SORT_TEXT.desc : SORT_TEXT.asc;
  return (
    <div className="gz-purchase__sort">
      <FormItem label={SORT_TEXT.label} className="gz-purchase__sort-field">
        <NativeSelect
          value={params.sort}
          options={SORT_OPTIONS}
          onChange={(value) => onSort(value as FundSortKey)}
          disabled={disabled}
        />
      </FormItem>
      <Button onClick={onToggleOrder} disabled={disabled}>
        {current}
        <span className="gz-visually-hidden">，{SORT_TEXT.toggle(next)}</span>
      </Button>
    </div>
  );
}
