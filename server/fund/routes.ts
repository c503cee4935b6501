import type { FastifyInstance } from 'fastify';

import type { FundSearchItem, FundSearchQuery } from '@/api/types';

import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { query } from '../core/http/schemas';
import { searchKeyword } from './rules';
import { searchFunds } from './store';

export function fundRoutes(app: FastifyInstance, ctx: Context): void {
  app.get<{ Querystring: FundSearchQuery }>(
    '/v1/fund/search',
    {
      schema: {
        querystring: query(
          {
            content: { type: 'string', maxLength: 50 },
            filterFlag: { enum: ['0', '1'] },
            whiteFlag: { enum: ['0', '1'] },
          },
          ['content'],
        ),
      },
    },
    async (request) => {
      const { content, filterFlag, whiteFlag } = request.query;
      const keyword = searchKeyword(content);
      if (!keyword) return ok<FundSearchItem[]>([]);
      const options = { tradeableOnly: filterFlag === '1', whiteListOnly: whiteFlag === '1' };
      return ok<FundSearchItem[]>(searchFunds(ctx, keyword, options));
    },
  );
}
