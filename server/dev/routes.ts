import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { EmptyBody, EmptyQuery, Envelope, object } from '@/api/core/contract';

import { mailDevRoutes } from '../account/email-routes';
import { issueAdviserToken } from '../auth/handover';
import { batchScheduler } from '../batch/scheduler';
import { lastChallenge } from '../captcha/captcha';
import type { Context } from '../core/context';
import { hint } from '../core/http/envelope';
import { documentRequestHook } from '../document/request-hook';
import { reviewHook } from '../investor/review-hook';
import { readOutbox } from '../sms/gateway';
import { noticeDevRoutes } from '../subscription/notice-routes';
import { reviewChangeHook } from '../user/review-hook';
import { guardDevRoutes } from './gate';
import { paymentDevRoutes } from './payment-routes';
import { publicSiteDevRoutes } from './public-site-routes';
import { stateDevRoutes } from './state-hooks';
import { tradingDevRoutes } from './trading-routes';

// The dev hooks' own shapes: they are not /v1 calls, so not in api/; the response check covers them too.
const Outbox = Type.Array(
  object({ phone: Type.String(), type: Type.String(), code: Type.String(), sentAt: Type.String() }),
);
// The newest challenge, or the envelope of a hint when none was made yet.
const LastCaptcha = Type.Union([object({ id: Type.String(), code: Type.Integer() }), Envelope(Type.Null())]);
const ClockBody = object({ advanceSeconds: Type.Integer({ minimum: 0, maximum: 366 * 86400 }) });

/**
 * Dev hooks for demos and browser tests (off with PORTAL_DEV_HOOKS=0, never in production: gate.ts), for
 * the local machine only. They answer plain JSON, not the envelope: they are not part of the /v1 contract.
 * One plugin under the prefix /__dev with its own guard: the guard runs for whatever the router matched
 * (an encoded /%5F%5Fdev/… included), never on a test of the raw request target (issue 39, High).
 */
export function devRoutes(app: FastifyInstance, ctx: Context): void {
  app.register(
    async (dev) => {
      guardDevRoutes(dev);
      devHookRoutes(dev, ctx);
    },
    { prefix: '/__dev' },
  );
}

function devHookRoutes(app: FastifyInstance, ctx: Context): void {
  stateDevRoutes(app, ctx);
  mailDevRoutes(app, ctx);
  noticeDevRoutes(app, ctx);
  publicSiteDevRoutes(app);
  reviewHook(app, ctx);
  reviewChangeHook(app, ctx);
  documentRequestHook(app, ctx);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/sms/outbox', { schema: { querystring: EmptyQuery, response: { 200: Outbox } } }, async () =>
    readOutbox(ctx),
  );

  api.get(
    '/captcha/last',
    { schema: { querystring: EmptyQuery, response: { 200: LastCaptcha } } },
    async () => {
      const last = lastChallenge(ctx);
      if (!last) throw hint('还没有生成过滑块验证码');
      return last;
    },
  );

  api.post(
    '/gwtoken',
    { schema: { body: EmptyBody, response: { 200: object({ gwtoken: Type.String() }) } } },
    async () => ({ gwtoken: issueAdviserToken(ctx) }),
  );

  api.post(
    '/clock',
    { schema: { body: ClockBody, response: { 200: object({ now: Type.String() }) } } },
    async (request) => {
      ctx.clock.advance(request.body.advanceSeconds);
      // What the clock passed is done before the answer: NAVs published, due orders confirmed (the scheduler
      // would run it within a second; a test or a browser walk reads the results next).
      await batchScheduler(ctx).runNow();
      return { now: new Date(ctx.clock.now()).toISOString() };
    },
  );

  tradingDevRoutes(app, ctx);
  paymentDevRoutes(app, ctx);
}
