import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { ClientErrorsBody, ClientErrorsData } from '@/api/client/contract';
import { MINUTE } from '@/shared/time';

import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { perAddress } from '../core/http/rate-limit';
import { saveClientErrors } from './store';

const REPORTS_PER_MINUTE = 10;
const KEEP_ROWS = 2000;

/** Failure reports from the pages; no session needed, so each address gets 10 calls a minute. */
export function clientRoutes(app: FastifyInstance, ctx: Context): void {
  const limit = { name: 'client-errors', limit: REPORTS_PER_MINUTE, windowMs: MINUTE };

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/v1/client/errors',
    enveloped({ body: ClientErrorsBody }, ClientErrorsData, {
      config: { rateLimit: perAddress(limit, { message: '错误上报过于频繁，请稍后再试' }) },
    }),
    async (request) => {
      saveClientErrors(ctx, request.body.reports, ctx.clock.now(), KEEP_ROWS);
      return ok(null);
    },
  );
}
