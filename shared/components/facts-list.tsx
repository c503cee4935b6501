import { TermList } from './term-list';
import './facts-list.css';

/** A fact as a row: its term, its value and, when it stands out, a class (is-expired, is-reason, …). */
export type FactRow = [term: string, value: string, tone?: string];

/** Facts as a description list, one term and value per row (a status, a level and what it allows); the
 * block's own class sets its margins, its terms' width (--gz-facts-term) and its tones. */
export function FactsList({ className, rows }: { className: string; rows: readonly FactRow[] }) {
  return <TermList className={`gz-facts ${className}`} rows={rows} />;
}
