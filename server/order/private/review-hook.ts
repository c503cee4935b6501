import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { Envelope, object, str } from '@/api/core/contract';
import { PrivateOrder } from '@/api/order/contract-private';

import type { Context } from '../../core/context';
import { reviewVisit } from './review-visit';

/**
 * `POST /__dev/private/:appNo/visit/review` stands in for the back office's visit reviewer, a person outside
 * sales (dev hooks only): confirms an answered return visit (回访确认成功) under the reviewer's name. Plain
 * JSON, not the envelope: not part of the /v1 contract.
 */
export function reviewVisitHook(app: FastifyInstance, ctx: Context): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/__dev/private/:appNo/visit/review',
    {
      schema: {
        params: object({ appNo: str(32, { pattern: '^[0-9A-Za-z]+$' }) }),
        body: object({ reviewer: Type.String({ minLength: 1, maxLength: 20 }) }),
        response: { 200: Type.Union([PrivateOrder, Envelope(Type.Null())]) },
      },
    },
    async (request) => reviewVisit(ctx, request.params.appNo, request.body.reviewer.trim() || '审核员'),
  );
}
