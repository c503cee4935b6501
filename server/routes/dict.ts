import type { FastifyInstance } from 'fastify';

import type { Dictionary } from '@/api/types';

import type { Context } from '../context';
import { DICTIONARIES } from '../dict/dictionaries';
import { CITIES, COUNTIES, PROVINCES } from '../dict/regions';
import { ok } from '../http/envelope';
import { query, str } from '../http/schemas';

const IDS = [3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

const flatten = (groups: Record<string, Dictionary>): Dictionary =>
  Object.assign({}, ...Object.values(groups));

/** 13 (cities) and 14 (counties) are filtered by cityId, the parent's code; without it, all of them. */
function lookup(id: number, cityId: string | undefined): Dictionary {
  if (id === 12) return PROVINCES;
  if (id === 13) return cityId ? (CITIES[cityId] ?? {}) : flatten(CITIES);
  if (id === 14) return cityId ? (COUNTIES[cityId] ?? {}) : flatten(COUNTIES);
  return DICTIONARIES[id];
}

export function dictRoutes(app: FastifyInstance, _ctx: Context): void {
  app.get<{ Params: { id: number }; Querystring: { cityId?: string } }>(
    '/v1/dict/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', enum: IDS } }, required: ['id'] },
        querystring: query({ cityId: str(12, { pattern: '^[0-9]{6}$' }) }),
      },
    },
    async (request) => ok<Dictionary>(lookup(request.params.id, request.query.cityId)),
  );
}
