import type { FastifyInstance } from 'fastify';

import { issueAdviserToken } from '../auth/handover';
import { lastChallenge } from '../captcha/captcha';
import type { Context } from '../context';
import { stateDevRoutes } from '../dev/state-hooks';
import { hint } from '../http/envelope';
import { object, query } from '../http/schemas';
import { readOutbox } from '../sms/gateway';

/**
 * Dev hooks for demos and browser tests (off with PORTAL_DEV_HOOKS=0). They answer plain JSON, not the
 * envelope: they are not part of the /v1 contract.
 */
export function devRoutes(app: FastifyInstance, ctx: Context): void {
  stateDevRoutes(app, ctx);
  app.get('/__dev/sms/outbox', { schema: { querystring: query() } }, async () => readOutbox(ctx.db));

  app.get('/__dev/captcha/last', { schema: { querystring: query() } }, async () => {
    const last = lastChallenge(ctx);
    if (!last) throw hint('还没有生成过滑块验证码');
    return last;
  });

  app.post('/__dev/gwtoken', { schema: { body: object({}, []) } }, async () => ({
    gwtoken: issueAdviserToken(ctx),
  }));

  app.post<{ Body: { advanceSeconds: number } }>(
    '/__dev/clock',
    { schema: { body: object({ advanceSeconds: { type: 'integer', minimum: 0, maximum: 366 * 86400 } }) } },
    async (request) => {
      ctx.clock.advance(request.body.advanceSeconds);
      return { now: new Date(ctx.clock.now()).toISOString() };
    },
  );
}
