import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { ReceivablesData, ReceivablesQuery } from '@/api/bank/contract';
import { Envelope } from '@/api/core/contract';

import { requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { hint, ok } from '../core/http/envelope';
import { UNKNOWN_FUND } from '../fund/rules';
import { fundExists } from '../fund/store';
import { receivingAccountsOf } from './store';

export function bankRoutes(app: FastifyInstance, ctx: Context): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/v1/bank/receivables',
    {
      schema: { querystring: ReceivablesQuery, response: { 200: Envelope(ReceivablesData) } },
      preHandler: requireSession(ctx),
    },
    async (request) => {
      const { fundCode } = request.query;
      if (!fundExists(ctx, fundCode)) throw hint(UNKNOWN_FUND);
      return ok(receivingAccountsOf(ctx, fundCode));
    },
  );
}
