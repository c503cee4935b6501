import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { Envelope, object, str } from '@/api/core/contract';
import { DocumentKind, DocumentRequest } from '@/api/document/contract';

import type { Context } from '../core/context';
import { hint } from '../core/http/envelope';
import { documentRequestView } from './routes';
import { accountIdByIdNo, documentRequestOf, insertDocumentRequest } from './store';

const RequestBody = object({ idNo: str(30), kind: DocumentKind, note: str(200, { minLength: 1 }) });

/**
 * `POST /__dev/document/requests` stands in for ops asking an investor (by document number) for a document:
 * the request the investor then finds on upload.html. Plain JSON, not the envelope (dev hooks only).
 */
export function documentRequestHook(app: FastifyInstance, ctx: Context): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/document/requests',
    {
      schema: {
        body: RequestBody,
        response: { 200: Type.Union([DocumentRequest, Envelope(Type.Null())]) },
      },
    },
    async (request) => {
      const { idNo, kind, note } = request.body;
      const accountId = accountIdByIdNo(ctx, idNo);
      if (accountId === undefined) throw hint('没有找到该投资者');
      const id = insertDocumentRequest(ctx, { accountId, kind, note, at: ctx.clock.now() });
      return documentRequestView(
        ctx,
        documentRequestOf(ctx, accountId, id) as NonNullable<ReturnType<typeof documentRequestOf>>,
      );
    },
  );
}
