import { formatDate } from '@/shared/time';

/**
 * Dates counted on the provisional exchange calendar (a year whose closures are not published yet): the back
 * office names them in `provisionalDates`, and every screen that shows them marks them （预计） and says why.
 */
export const PROVISIONAL_MARK = '（预计）';
export const PROVISIONAL_NOTE = '标注“预计”的日期按预计交易日历推算，该年度休市安排公布后以实际交易日为准';

/** yyyy-MM-dd, marked （预计） when the answer names it provisional. */
export function formatPredictedDate(
  date: string | null | undefined,
  provisionalDates: readonly string[] | undefined,
): string {
  const marked = !!date && !!provisionalDates?.includes(date);
  return `${formatDate(date)}${marked ? PROVISIONAL_MARK : ''}`;
}
