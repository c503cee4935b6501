import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { ClientErrorsBody, ClientErrorsData } from '@/api/client/contract';
import { Envelope } from '@/api/core/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Context } from '../core/context';
import { BusinessError, ok } from '../core/http/envelope';
import { MINUTE } from '../core/time';
import { rateLimiter } from './rate-limit';
import { saveClientErrors } from './store';

const REPORTS_PER_MINUTE = 10;
const KEEP_ROWS = 2000;

/** Failure reports from the pages; no session needed, so each address gets 10 calls a minute. */
export function clientRoutes(app: FastifyInstance, ctx: Context): void {
  const allow = rateLimiter(REPORTS_PER_MINUTE, MINUTE);

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/v1/client/errors',
      { schema: { body: ClientErrorsBody, response: { 200: Envelope(ClientErrorsData) } } },
      async (request) => {
        const now = ctx.clock.now();
        if (!allow(request.ip, now)) {
          throw new BusinessError(RESPONSE_STATE.REACHED_LIMIT, '错误上报过于频繁，请稍后再试', 429);
        }
        saveClientErrors(ctx, request.body.reports, now, KEEP_ROWS);
        return ok(null);
      },
    );
}
