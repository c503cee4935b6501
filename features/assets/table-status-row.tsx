import type { ReactNode } from 'react';

import { ASSETS_TEXT as T } from './texts';

interface TableStatusRowProps {
  /** The table's rows; undefined while they load. */
  rows: readonly unknown[] | undefined;
  /** How many columns the row spans. */
  span: number;
  /** What an empty table says. */
  empty: ReactNode;
}

/** The one row of a table whose rows are loading or that has none; nothing once it has rows. */
export function TableStatusRow({ rows, span, empty }: TableStatusRowProps) {
  if (!rows) {
    return (
      <tr>
        <td colSpan={span}>{T.loading}</td>
      </tr>
    );
  }
  if (rows.length > 0) return null;
  return (
    <tr>
      <td colSpan={span} className="gz-assets-table__empty">
        {empty}
      </td>
    </tr>
  );
}
