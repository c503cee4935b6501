import type { FastifyInstance } from 'fastify';

import { dayNumber, shanghaiParts } from '@/shared/time';

import { calendarRange, calendarWarning } from '../calendar';
import { calendarFileStatus } from '../calendar-reload';
import type { Context } from '../context';
import { loadMigrations, schemaReadiness } from '../db/migrate';

/**
 * For the load balancer and the operator (outside /v1, no session, no envelope):
 * `GET /healthz` — the process is alive and answers (200 always), with the alerts ops act on: the exchange
 * calendar's end and the warning from 60 days before it, and the calendar file refused on its last change;
 * `GET /readyz` — ready for traffic: the database open and every migration applied. 200 when both are 'ok',
 * else 503. An alert is never a readiness failure: a back office past its published calendar still trades
 * (dates marked 预计), so it stays in rotation;
 * `GET /metrics` — the same alerts as Prometheus gauges.
 */
function calendarAlert(ctx: Context) {
  const today = shanghaiParts(ctx.clock.now()).date;
  const range = calendarRange();
  const file = calendarFileStatus();
  return {
    publishedThrough: range.publishedThrough,
    knownThrough: range.knownThrough,
    daysLeft: dayNumber(range.publishedThrough) - dayNumber(today),
    warning: calendarWarning(today),
    file: file.file,
    fileRefused: file.refused,
  };
}

export function healthRoutes(app: FastifyInstance, ctx: Context): void {
  const migrations = loadMigrations();
  app.get('/healthz', async () => {
    const calendar = calendarAlert(ctx);
    const alerts = [calendar.warning, calendar.fileRefused].filter((alert) => alert !== null);
    return { status: 'ok', alerts, calendar };
  });
  app.get('/readyz', async (request, reply) => {
    const checks = schemaReadiness(ctx, migrations);
    const ready = Object.values(checks).every((check) => check === 'ok');
    reply.code(ready ? 200 : 503);
    return { ready, checks };
  });
  app.get('/metrics', async (request, reply) => {
    const calendar = calendarAlert(ctx);
    reply.type('text/plain; version=0.0.4; charset=utf-8');
    return [
      '# HELP portal_calendar_published_days_left Days from today to the end of the published exchange calendar.',
      '# TYPE portal_calendar_published_days_left gauge',
      `portal_calendar_published_days_left ${calendar.daysLeft}`,
      '# HELP portal_calendar_warning 1 while the calendar alert is on (60 days before its end, and after).',
      '# TYPE portal_calendar_warning gauge',
      `portal_calendar_warning ${calendar.warning ? 1 : 0}`,
      '# HELP portal_calendar_file_refused 1 when the calendar file on disk was refused and the old one is in use.',
      '# TYPE portal_calendar_file_refused gauge',
      `portal_calendar_file_refused ${calendar.fileRefused ? 1 : 0}`,
      '',
    ].join('\n');
  });
}
