import type { FastifyInstance } from 'fastify';

import { calendarWarning } from '../calendar';
import type { Context } from '../context';
import { loadMigrations, schemaReadiness } from '../db/migrate';
import { shanghaiParts } from '../shanghai-day';

/**
 * For the load balancer and the operator (outside /v1, no session, no envelope):
 * `GET /healthz` — the process is alive and answers (200 always);
 * `GET /readyz` — ready for traffic: the database open, every migration applied, and the exchange calendar
 * not within 60 days of its end (the alert to add next year's closures). 200 when all are 'ok', else 503;
 * the body names each check.
 */
export function healthRoutes(app: FastifyInstance, ctx: Context): void {
  const migrations = loadMigrations();
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const calendar = calendarWarning(shanghaiParts(ctx.clock.now()).date) ?? 'ok';
    const checks = { ...schemaReadiness(ctx, migrations), calendar };
    const ready = Object.values(checks).every((check) => check === 'ok');
    reply.code(ready ? 200 : 503);
    return { ready, checks };
  });
}
