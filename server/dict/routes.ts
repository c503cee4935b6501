import type { FastifyInstance } from 'fastify';

import type { Dictionary } from '@/api/types';

import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { query, str } from '../core/http/schemas';
import { dictionary, DICTIONARY_IDS } from './lookup';

export function dictRoutes(app: FastifyInstance, _ctx: Context): void {
  app.get<{ Params: { id: number }; Querystring: { cityId?: string } }>(
    '/v1/dict/:id',
    {
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'integer', enum: DICTIONARY_IDS } },
          required: ['id'],
        },
        querystring: query({ cityId: str(12, { pattern: '^[0-9]{6}$' }) }),
      },
    },
    async (request) => ok<Dictionary>(dictionary(request.params.id, request.query.cityId)),
  );
}
