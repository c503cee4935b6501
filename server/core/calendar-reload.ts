import { statSync } from 'node:fs';

import type { FastifyBaseLogger } from 'fastify';

import { calendarFile, calendarRange, reloadCalendar, type CalendarRange } from './calendar';
import { DEFAULT_CALENDAR_FILE } from './exchange-holidays';

/**
 * The exchange calendar file taken without a restart (C11): the file is looked at every few seconds; when it
 * changed, it is read and checked as at start. A right file replaces the calendar at once (and `onReloaded`
 * dates again what was predicted on the old one); a wrong one is refused and the calendar in use stays, the
 * log and /healthz saying exactly why. One watcher per process, as the calendar is one per process.
 */
export interface CalendarFileStatus {
  file: string;
  /** When the calendar in use was read (ms). */
  loadedAt: number;
  /** Why the last changed file was refused, or null when the file in use is the file on disk. */
  refused: string | null;
}

const CHECK_MS = 2000;

let status: CalendarFileStatus = { file: DEFAULT_CALENDAR_FILE, loadedAt: Date.now(), refused: null };
let seenMtime = 0;

const fileInUse = () => calendarFile() ?? DEFAULT_CALENDAR_FILE;

const mtimeOf = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

export const calendarFileStatus = (): CalendarFileStatus => status;

/** Marks the calendar just configured as read from its file now. */
export function calendarLoaded(): void {
  const file = fileInUse();
  status = { file, loadedAt: Date.now(), refused: null };
  seenMtime = mtimeOf(file);
}

/**
 * Reads the file again if it changed since it was last looked at. Answers the range before the reload when
 * the calendar was replaced, else null (unchanged, or refused: see calendarFileStatus().refused).
 */
export function reloadIfChanged(log: FastifyBaseLogger): CalendarRange | null {
  const file = fileInUse();
  const mtime = mtimeOf(file);
  if (mtime === seenMtime) return null;
  seenMtime = mtime;
  const before = calendarRange();
  try {
    reloadCalendar();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    status = { ...status, refused: reason };
    log.error(
      { calendar: 'refused' },
      `${reason}；仍使用已加载的交易日历（公布至${before.publishedThrough}），请修正文件后保存`,
    );
    return null;
  }
  status = { file, loadedAt: Date.now(), refused: null };
  const after = calendarRange();
  log.info(
    { calendar: 'reloaded' },
    `交易日历已重新加载：公布至${after.publishedThrough}（原为${before.publishedThrough}）`,
  );
  return before;
}

/** Looks at the file every 2 s until stopped; `onReloaded` runs after each replacement. */
export function watchCalendarFile(
  log: FastifyBaseLogger,
  onReloaded: (before: CalendarRange) => void,
): () => void {
  const timer = setInterval(() => {
    const before = reloadIfChanged(log);
    if (before) onReloaded(before);
  }, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
