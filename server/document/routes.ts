import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  DocumentRequest,
  DocumentRequestParams,
  DocumentRequestsData,
  DocumentRequestsQuery,
  type DocumentRequest as Request,
} from '@/api/document/contract';
import { USER_CENTRE_MESSAGES } from '@/shared/messages/user-centre';
import { formatShanghaiMinute } from '@/shared/time';

import { authenticate, current } from '../auth/guard';
import type { Context } from '../core/context';
import { hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { keepProofs } from '../investor/upload';
import { MAX_PHOTO_BYTES } from '../ocr/upload';
import {
  documentFilesOf,
  documentRequestOf,
  documentRequestsOf,
  submitDocuments,
  type DocumentRequestRow,
} from './store';
import { readDocumentUpload } from './upload';

export function documentRequestView(ctx: Context, row: DocumentRequestRow): Request {
  return {
    id: `D${row.id}`,
    kind: row.kind,
    note: row.note,
    requestedAt: formatShanghaiMinute(row.requested_at),
    state: row.state,
    submittedAt: row.submitted_at === null ? null : formatShanghaiMinute(row.submitted_at),
    files: documentFilesOf(ctx, row.id).map(({ name, size }) => ({ name, size })),
  };
}

/** The upload path (upload.html): the documents ops asked the signed-in investor for, and their upload. */
export function documentRoutes(fastify: FastifyInstance, ctx: Context): void {
  const guarded = {
    preValidation: async (request: Parameters<typeof authenticate>[1]) => {
      request.portal = authenticate(ctx, request);
    },
  };
  fastify
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      '/v1/document/requests',
      enveloped({ querystring: DocumentRequestsQuery }, DocumentRequestsData, guarded),
      async (request) =>
        ok(documentRequestsOf(ctx, current(request).account.id).map((row) => documentRequestView(ctx, row))),
    );

  // Multipart only in this scope: the parts are checked in upload.ts.
  fastify.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 6, fields: 0 } });
    scope
      .withTypeProvider<TypeBoxTypeProvider>()
      .post(
        '/v1/document/requests/:id/files',
        enveloped({ params: DocumentRequestParams }, DocumentRequest, guarded),
        async (request) => {
          const accountId = current(request).account.id;
          const row = documentRequestOf(ctx, accountId, Number(request.params.id.slice(1)));
          if (!row) throw hint('没有找到该资料要求');
          if (row.state !== 'open') throw hint('该资料已提交，请等待工作人员审核');
          const files = await readDocumentUpload(request, row.kind);
          keepProofs(ctx, files, 'documents');
          if (!submitDocuments(ctx, row.id, files, ctx.clock.now()))
            throw hint('该资料已提交，请等待工作人员审核');
          const done = documentRequestOf(ctx, accountId, row.id) as DocumentRequestRow;
          return ok(documentRequestView(ctx, done), USER_CENTRE_MESSAGES.documentsSubmitted);
        },
      );
  });
}
