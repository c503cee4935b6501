import type { FastifyInstance } from 'fastify';

import type { ReceivingAccount, ReceivingAccountQuery } from '@/api/types';

import { requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { hint, ok } from '../core/http/envelope';
import { query, str } from '../core/http/schemas';
import { UNKNOWN_FUND } from '../fund/rules';
import { fundExists } from '../fund/store';
import { receivingAccountsOf } from './store';

export function bankRoutes(app: FastifyInstance, ctx: Context): void {
  app.get<{ Querystring: ReceivingAccountQuery }>(
    '/v1/bank/receivables',
    {
      schema: { querystring: query({ fundCode: str(6, { pattern: '^[0-9]{6}$' }) }, ['fundCode']) },
      preHandler: requireSession(ctx),
    },
    async (request) => {
      const { fundCode } = request.query;
      if (!fundExists(ctx, fundCode)) throw hint(UNKNOWN_FUND);
      return ok<ReceivingAccount[]>(receivingAccountsOf(ctx, fundCode));
    },
  );
}
