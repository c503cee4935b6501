import type { FastifyInstance } from 'fastify';

import { issueAdviserToken } from '../auth/handover';
import { lastChallenge } from '../captcha/captcha';
import type { Context } from '../core/context';
import { hint } from '../core/http/envelope';
import { object, query, str } from '../core/http/schemas';
import { forgetFundSpecs, requireFund } from '../fund/funds';
import { changeFundTerms } from '../fund/store';
import { catchUp } from '../order/back-office-day';
import { readOutbox } from '../sms/gateway';

const MAX_ADVANCE_S = 366 * 86400;

/**
 * Dev hooks for demos and browser tests (off with PORTAL_DEV_HOOKS=0). They answer plain JSON, not the
 * envelope: they are not part of the /v1 contract.
 */
export function devRoutes(app: FastifyInstance, ctx: Context): void {
  app.get('/__dev/sms/outbox', { schema: { querystring: query() } }, async () => readOutbox(ctx));

  app.get('/__dev/captcha/last', { schema: { querystring: query() } }, async () => {
    const last = lastChallenge(ctx);
    if (!last) throw hint('还没有生成过滑块验证码');
    return last;
  });

  app.post('/__dev/gwtoken', { schema: { body: object({}, []) } }, async () => ({
    gwtoken: issueAdviserToken(ctx),
  }));

  /** Moves the clock forward; the NAVs now due are published and due orders confirmed at once. */
  app.post<{ Body: { advanceSeconds: number } }>(
    '/__dev/clock',
    { schema: { body: object({ advanceSeconds: { type: 'integer', minimum: 0, maximum: MAX_ADVANCE_S } }) } },
    async (request) => {
      ctx.clock.advance(request.body.advanceSeconds);
      return { now: new Date(ctx.clock.now()).toISOString(), ...catchUp(ctx) };
    },
  );

  /** Moves the clock forward to an instant (ISO 8601 with its offset, e.g. 2026-11-24T14:59:00+08:00). */
  app.post<{ Body: { at: string } }>(
    '/__dev/clock/to',
    {
      schema: {
        body: object({
          at: str(40, { pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(Z|[+-]\\d{2}:\\d{2})$' }),
        }),
      },
    },
    async (request) => {
      const target = Date.parse(request.body.at);
      const seconds = Math.ceil((target - ctx.clock.now()) / 1000);
      if (Number.isNaN(target) || seconds < 0) throw hint('时钟只能向前调整');
      if (seconds > MAX_ADVANCE_S) throw hint('一次最多向前调整366天');
      ctx.clock.advance(seconds);
      return { now: new Date(ctx.clock.now()).toISOString(), ...catchUp(ctx) };
    },
  );

  /** Publishes the NAVs due and runs the confirm batch now; answers what it did. */
  app.post('/__dev/batch/confirm', { schema: { body: object({}, []) } }, async () => catchUp(ctx));

  /**
   * Changes a fund's status or daily cap after orders were placed: what makes the batch confirm partly (a
   * lowered cap) or fail by rule (purchases stopped).
   */
  app.post<{ Body: { fundCode: string; status?: string; maxPerDay?: string | null } }>(
    '/__dev/fund',
    {
      schema: {
        body: object(
          {
            fundCode: str(6, { pattern: '^[0-9]{6}$' }),
            status: { enum: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a'] },
            maxPerDay: { type: ['string', 'null'], pattern: '^(0|[1-9][0-9]{0,12})(\\.[0-9]{1,2})?$' },
          },
          ['fundCode'],
        ),
      },
    },
    async (request) => {
      const { fundCode, status, maxPerDay } = request.body;
      requireFund(ctx, fundCode);
      changeFundTerms(ctx, fundCode, { status, maxPerDay });
      forgetFundSpecs(ctx);
      const spec = requireFund(ctx, fundCode);
      return { fundCode, status: spec.status, maxPerDay: spec.limits.maxPerDay };
    },
  );
}
