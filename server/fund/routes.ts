import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { Envelope } from '@/api/core/contract';
import { FundSearchData, FundSearchQuery } from '@/api/fund/contract';

import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { searchKeyword } from './rules';
import { searchFunds } from './store';

export function fundRoutes(app: FastifyInstance, ctx: Context): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      '/v1/fund/search',
      { schema: { querystring: FundSearchQuery, response: { 200: Envelope(FundSearchData) } } },
      async (request) => {
        const { content, filterFlag, whiteFlag } = request.query;
        const keyword = searchKeyword(content);
        if (!keyword) return ok([]);
        const options = { tradeableOnly: filterFlag === '1', whiteListOnly: whiteFlag === '1' };
        return ok(searchFunds(ctx, keyword, options));
      },
    );
}
