import type { FastifyInstance } from 'fastify';

import { type ClientErrorBatch } from '@/api/types';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Context } from '../context';
import { BusinessError, ok } from '../http/envelope';
import { object, str } from '../http/schemas';
import { MINUTE } from '../time';

const REPORT = object(
  {
    kind: { enum: ['error', 'rejection', 'api', 'render'] },
    message: str(500),
    stack: { type: 'string', maxLength: 4000 },
    url: str(500),
    at: str(40, { pattern: '^\\d{4}-\\d{2}-\\d{2}T[0-9:.]+(Z|[+-]\\d{2}:\\d{2})$' }),
  },
  ['kind', 'message', 'url', 'at'],
);
const BATCH = object({ reports: { type: 'array', minItems: 1, maxItems: 20, items: REPORT } });
export const REPORTS_PER_MINUTE = 10;
const KEEP_ROWS = 2000;

/** Failure reports from the pages; no session needed, so each address gets 10 calls a minute. */
export function clientErrorRoutes(app: FastifyInstance, ctx: Context): void {
  const calls = new Map<string, number[]>();

  app.post<{ Body: ClientErrorBatch }>('/v1/client/errors', { schema: { body: BATCH } }, async (request) => {
    const now = ctx.clock.now();
    const recent = (calls.get(request.ip) ?? []).filter((at) => now - at < MINUTE);
    if (recent.length >= REPORTS_PER_MINUTE) {
      throw new BusinessError(RESPONSE_STATE.REACHED_LIMIT, '错误上报过于频繁，请稍后再试', 429);
    }
    // Forget quiet addresses now and then so the map stays small.
    if (calls.size > 1000)
      for (const [ip, times] of calls) if (times.every((at) => now - at >= MINUTE)) calls.delete(ip);
    calls.set(request.ip, [...recent, now]);
    ctx.db.tx(() => {
      for (const r of request.body.reports) {
        ctx.db.run(
          'INSERT INTO client_errors (kind, message, stack, url, at, received_at) VALUES (?, ?, ?, ?, ?, ?)',
          [r.kind, r.message, r.stack ?? null, r.url, r.at, now],
        );
      }
      ctx.db.run('DELETE FROM client_errors WHERE id <= (SELECT MAX(id) FROM client_errors) - ?', [
        KEEP_ROWS,
      ]);
    });
    return ok(null);
  });
}
