import { addDays, dashed, dayNumber, weekdayOf, type YyyyMmDd } from '@/shared/time';

import type { ExchangeCalendarData } from './exchange-holidays';

/**
 * What a calendar file says, year by year, for ops before they deploy it (`npm run calendar:check FILE`):
 * each published year's closures and trading days, and how it changes the calendar in use — the days that the
 * provisional rule called trading days and the new notice closes (orders predicted on them are dated again
 * once the file is taken), and the reverse. Pure: both calendars come as data.
 */
export interface YearSummary {
  year: number;
  published: YyyyMmDd;
  tradingDays: number;
  closures: string[];
}

export interface CalendarPreview {
  years: YearSummary[];
  /** Days a trading day in the calendar in use and closed in the file (from its first newly published year). */
  newlyClosed: YyyyMmDd[];
  /** Days closed in the calendar in use and trading in the file. */
  newlyOpen: YyyyMmDd[];
}

const isWeekday = (date: YyyyMmDd) => {
  const weekday = weekdayOf(dayNumber(date));
  return weekday >= 1 && weekday <= 5;
};

/** The closed days of a calendar over years, the unpublished ones by its provisional rule. */
function closedDays(data: ExchangeCalendarData, toYear: number): Set<YyyyMmDd> {
  const closed = new Set<YyyyMmDd>();
  const close = (from: YyyyMmDd, to: YyyyMmDd) => {
    for (let day = from; day <= to; day = addDays(day, 1)) closed.add(day);
  };
  for (const notice of data.notices) for (const c of notice.closures) close(c.from, c.to);
  const lastYear = data.notices[data.notices.length - 1].year;
  for (let year = lastYear + 1; year <= toYear; year++) {
    for (const fixed of data.provisional.fixedClosures) close(`${year}${fixed.from}`, `${year}${fixed.to}`);
  }
  return closed;
}

function tradingDaysOf(year: number, closed: Set<YyyyMmDd>): YyyyMmDd[] {
  const days: YyyyMmDd[] = [];
  for (let day = `${year}0101`; day <= `${year}1231`; day = addDays(day, 1)) {
    if (isWeekday(day) && !closed.has(day)) days.push(day);
  }
  return days;
}

export function previewCalendar(file: ExchangeCalendarData, inUse: ExchangeCalendarData): CalendarPreview {
  const lastYear = file.notices[file.notices.length - 1].year;
  const closedInFile = closedDays(file, lastYear);
  const years = file.notices.map((notice) => ({
    year: notice.year,
    published: notice.published,
    tradingDays: tradingDaysOf(notice.year, closedInFile).length,
    closures: notice.closures.map(
      (c) => `${c.name} ${dashed(c.from)}至${dashed(c.to)}，${dashed(c.reopen)}开市`,
    ),
  }));
  const usedThrough = inUse.notices[inUse.notices.length - 1].year;
  const closedInUse = closedDays(inUse, lastYear);
  const newlyClosed: YyyyMmDd[] = [];
  const newlyOpen: YyyyMmDd[] = [];
  for (let year = Math.min(usedThrough + 1, lastYear); year <= lastYear; year++) {
    for (let day = `${year}0101`; day <= `${year}1231`; day = addDays(day, 1)) {
      if (!isWeekday(day) || closedInUse.has(day) === closedInFile.has(day)) continue;
      (closedInFile.has(day) ? newlyClosed : newlyOpen).push(day);
    }
  }
  return { years, newlyClosed, newlyOpen };
}
