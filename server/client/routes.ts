import type { FastifyInstance } from 'fastify';

import { type ClientErrorBatch } from '@/api/types';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Context } from '../core/context';
import { BusinessError, ok } from '../core/http/envelope';
import { object, str } from '../core/http/schemas';
import { MINUTE } from '../core/time';
import { rateLimiter } from './rate-limit';
import { saveClientErrors } from './store';

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
export function clientRoutes(app: FastifyInstance, ctx: Context): void {
  const allow = rateLimiter(REPORTS_PER_MINUTE, MINUTE);

  app.post<{ Body: ClientErrorBatch }>('/v1/client/errors', { schema: { body: BATCH } }, async (request) => {
    const now = ctx.clock.now();
    if (!allow(request.ip, now)) {
      throw new BusinessError(RESPONSE_STATE.REACHED_LIMIT, '错误上报过于频繁，请稍后再试', 429);
    }
    saveClientErrors(ctx, request.body.reports, now, KEEP_ROWS);
    return ok(null);
  });
}
