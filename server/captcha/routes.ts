import type { FastifyInstance } from 'fastify';

import type { CaptchaChallenge, CaptchaVerifyRequest, CaptchaVerifyResult } from '@/api/types';

import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { object, query, str } from '../core/http/schemas';
import { createChallenge, verifyChallenge } from './captcha';

const VERIFY = object({
  id: str(64, { pattern: '^[0-9a-f-]+$' }),
  code: { type: 'integer', minimum: -1000, maximum: 1000 },
  slideMs: { type: 'integer', minimum: 0, maximum: 600000 },
});

export function captchaRoutes(app: FastifyInstance, ctx: Context): void {
  app.get('/v1/auth/captcha', { schema: { querystring: query() } }, async () =>
    ok<CaptchaChallenge>(createChallenge(ctx)),
  );

  app.post<{ Body: CaptchaVerifyRequest }>(
    '/v1/auth/captcha',
    { schema: { body: VERIFY } },
    async (request) =>
      ok<CaptchaVerifyResult>({
        token: verifyChallenge(ctx, request.body.id, request.body.code, request.body.slideMs),
      }),
  );
}
