import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { DictData, DictParams, DictQuery } from '@/api/dict/contract';

import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { dictionary } from './lookup';

export function dictRoutes(app: FastifyInstance, _ctx: Context): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      '/v1/dict/:id',
      enveloped({ params: DictParams, querystring: DictQuery }, DictData),
      async (request) => ok(dictionary(request.params.id, request.query.cityId)),
    );
}
