/** Which page numbers to show: all of them up to 7, else the first, the last and a window around the current one. */
export type PagerItem = number | 'gap-before' | 'gap-after';

export function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, pageCount - 5));
  const to = Math.min(pageCount - 1, Math.max(current + 2, 6));
  const items: PagerItem[] = [1];
  if (from > 2) items.push('gap-before');
  for (let page = from; page <= to; page += 1) items.push(page);
  if (to < pageCount - 1) items.push('gap-after');
  items.push(pageCount);
  return items;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}
