import { useState } from 'react';

import { BUSINESS_TYPE, type BusinessType } from '@/shared/enums/fund';
import { Button, NativeSelect, type SelectOption } from '@/shared/ui';

import { ASSETS_TEXT as T } from './texts';

const F = T.filters;

export interface RecordFilterValues {
  beginDate?: string;
  endDate?: string;
  fundCode?: string;
  businessType?: BusinessType;
}

const compact = (date: string) => (date ? date.replace(/-/g, '') : undefined);

/** Date range, fund and business type; 查询 applies them (a begin after the end is refused here first). */
export function RecordFilters(props: {
  funds: readonly SelectOption[];
  withBusiness: boolean;
  onApply: (values: RecordFilterValues) => void;
}) {
  const [begin, setBegin] = useState('');
  const [end, setEnd] = useState('');
  const [fund, setFund] = useState('');
  const [business, setBusiness] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    if (begin && end && begin > end) return setError(F.badRange);
    setError(null);
    props.onApply({
      beginDate: compact(begin),
      endDate: compact(end),
      fundCode: fund || undefined,
      businessType: (business || undefined) as BusinessType | undefined,
    });
  };
  const reset = () => {
    [setBegin, setEnd, setFund, setBusiness].forEach((set) => set(''));
    setError(null);
    props.onApply({});
  };
  const businessOptions = Object.entries(BUSINESS_TYPE).map(([value, label]) => ({ value, label }));
  return (
    <form
      className="gz-assets-filters"
      aria-label={F.label}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label>
        {F.beginDate}
        <input type="date" value={begin} onChange={(e) => setBegin(e.target.value)} />
      </label>
      <label>
        {F.endDate}
        <input type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
      </label>
      <NativeSelect
        ariaLabel={F.fund}
        value={fund}
        onChange={setFund}
        options={[{ value: '', label: F.allFunds }, ...props.funds]}
      />
      {props.withBusiness && (
        <NativeSelect
          ariaLabel={F.business}
          value={business}
          onChange={setBusiness}
          options={[{ value: '', label: F.allBusiness }, ...businessOptions]}
        />
      )}
      <Button type="primary" nativeType="submit">
        {F.search}
      </Button>
      <Button onClick={reset}>{F.reset}</Button>
      {error && (
        <p role="alert" className="gz-assets-filters__error">
          {error}
        </p>
      )}
    </form>
  );
}
