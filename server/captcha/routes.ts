import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  CaptchaData,
  CaptchaQuery,
  CaptchaVerifyBody,
  CaptchaVerifyData,
  TextCaptchaData,
  TextCaptchaQuery,
  TextCaptchaVerifyBody,
  TextCaptchaVerifyData,
} from '@/api/captcha/contract';
import { MINUTE } from '@/shared/time';

import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { perAddress } from '../core/http/rate-limit';
import { createChallenge, verifyChallenge } from './captcha';
import { CHALLENGES_PER_MINUTE } from './rules';
import { createTextChallenge, verifyTextChallenge } from './text-captcha';

// Pictures and text questions share one window: the alternative adds no attempts to a script's budget.
const CHALLENGE_RATE = { name: 'captcha-challenges', limit: CHALLENGES_PER_MINUTE, windowMs: MINUTE };

export function captchaRoutes(app: FastifyInstance, ctx: Context): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/v1/auth/captcha',
    enveloped({ querystring: CaptchaQuery }, CaptchaData, {
      config: { rateLimit: perAddress(CHALLENGE_RATE) },
    }),
    async () => ok(await createChallenge(ctx)),
  );

  api.post('/v1/auth/captcha', enveloped({ body: CaptchaVerifyBody }, CaptchaVerifyData), async (request) => {
    const { id, code, slideMs } = request.body;
    return ok({ token: verifyChallenge(ctx, id, code, slideMs) });
  });

  api.get(
    '/v1/auth/captcha/text',
    enveloped({ querystring: TextCaptchaQuery }, TextCaptchaData, {
      config: { rateLimit: perAddress(CHALLENGE_RATE) },
    }),
    async () => ok(createTextChallenge(ctx)),
  );

  api.post(
    '/v1/auth/captcha/text',
    enveloped({ body: TextCaptchaVerifyBody }, TextCaptchaVerifyData),
    async (request) => ok({ token: verifyTextChallenge(ctx, request.body.id, request.body.answer) }),
  );
}
