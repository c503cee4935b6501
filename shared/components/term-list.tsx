import type { ReactNode } from 'react';

/** A row of a description list: its term, its value and, when it stands out, a class for the row. */
export type TermRow = readonly [term: string, value: ReactNode, tone?: string];

/** Terms and their values as a description list, a div per row, under the block's own class alone. */
export function TermList({ className, rows }: { className: string; rows: readonly TermRow[] }) {
  return (
    <dl className={className}>
      {rows.map(([term, value, tone]) => (
        <div key={term} className={tone}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
