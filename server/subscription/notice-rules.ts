import type { NoticeChannel, NoticeSettings, StatementPeriod } from '@/api/subscription/contract-notices';
import { addDays, addMonths, dayNumber, weekdayOf, type YyyyMmDd } from '@/shared/time';

export type NoticeKind = keyof NoticeSettings;
export const NOTICE_KINDS: readonly NoticeKind[] = ['statement', 'netValue', 'redeem'];

/** One subscription: a kind by one channel (a statement with its period). */
export interface NoticeChoice {
  kind: NoticeKind;
  channel: NoticeChannel;
  period: StatementPeriod | null;
}

/** Nothing subscribed; a statement once chosen is monthly unless the investor picks another period. */
const NONE: NoticeSettings = {
  statement: { period: 'monthly', channels: [] },
  netValue: { channels: [] },
  redeem: { channels: [] },
};

export const EMAIL_NEEDED = '请先在个人信息中填写电子邮箱';

/** The settings the rows say (kinds without a row: no channel). */
export function settingsOf(choices: readonly NoticeChoice[]): NoticeSettings {
  const channelsOf = (kind: NoticeKind) => choices.filter((c) => c.kind === kind).map((c) => c.channel);
  const period = choices.find((c) => c.kind === 'statement')?.period ?? NONE.statement.period;
  return {
    statement: { period, channels: channelsOf('statement') },
    netValue: { channels: channelsOf('netValue') },
    redeem: { channels: channelsOf('redeem') },
  };
}

/** The rows of the settings: one per kind and channel. */
export function choicesOf(settings: NoticeSettings): NoticeChoice[] {
  return NOTICE_KINDS.flatMap((kind) =>
    settings[kind].channels.map((channel) => ({
      kind,
      channel,
      period: kind === 'statement' ? settings.statement.period : null,
    })),
  );
}

export const usesEmail = (settings: NoticeSettings) =>
  NOTICE_KINDS.some((kind) => settings[kind].channels.includes('email'));

/**
 * The last statement period that has ended by `today`: 日报 yesterday; 周报 Monday to Sunday of last week;
 * 月报 last calendar month. It is due from the day after it ends.
 */
export function lastEndedPeriod(
  period: StatementPeriod,
  today: YyyyMmDd,
): { beginDate: YyyyMmDd; endDate: YyyyMmDd } {
  if (period === 'daily') {
    const day = addDays(today, -1);
    return { beginDate: day, endDate: day };
  }
  if (period === 'weekly') {
    const weekday = weekdayOf(dayNumber(today));
    const sunday = addDays(today, -(weekday === 0 ? 7 : weekday));
    return { beginDate: addDays(sunday, -6), endDate: sunday };
  }
  const firstOfMonth = `${today.slice(0, 6)}01`;
  return { beginDate: addMonths(firstOfMonth, -1), endDate: addDays(firstOfMonth, -1) };
}
