import { UNPUBLISHED_YEARS, type UnpublishedYears } from './calendar';

/**
 * The back office's settings from the environment, each checked: a wrong value stops the start with a
 * message that names the variable, what it holds and what it may hold (start.ts prints it and exits).
 */
export class EnvironmentError extends Error {}

const wrong = (name: string, value: string, allowed: string) =>
  new EnvironmentError(`环境变量 ${name}=${JSON.stringify(value)} 无效：${allowed}`);

/**
 * PORTAL_CALENDAR_UNPUBLISHED: what the exchange calendar does past the last published year — `refuse`
 * (production's rule, the default with NODE_ENV=production) or `provisional` (the local back office's
 * default: weekdays without the fixed-date holidays, every such date marked 预计).
 */
export function unpublishedYearsFrom(env: NodeJS.ProcessEnv = process.env): UnpublishedYears {
  const value = env.PORTAL_CALENDAR_UNPUBLISHED;
  if (value === undefined || value === '') return env.NODE_ENV === 'production' ? 'refuse' : 'provisional';
  if (!(UNPUBLISHED_YEARS as readonly string[]).includes(value)) {
    throw wrong('PORTAL_CALENDAR_UNPUBLISHED', value, `只能是 ${UNPUBLISHED_YEARS.join(' 或 ')}`);
  }
  return value as UnpublishedYears;
}

/** PORTAL_CALENDAR_FILE: the exchange calendar file ops maintain; default the one in server/core. */
export const calendarFileFrom = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.PORTAL_CALENDAR_FILE || undefined;
