import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

import type { OcrCheckRequest, OcrCheckResult, OcrResult } from '@/api/types';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { hashToken } from '../core/crypto/random';
import { ok } from '../core/http/envelope';
import { object, str, token } from '../core/http/schemas';
import { recognise } from './recognise';
import { OCR_TOKEN_MS, ocrCheckPassed } from './rules';
import { findOcrToken } from './store';
import { MAX_PHOTO_BYTES, readOcrUpload } from './upload';

const CHECK = object({ portraitToken: token, emblemToken: token, name: str(50) });

export async function ocrRoutes(app: FastifyInstance, ctx: Context): Promise<void> {
  // Multipart only in this encapsulated context: no other route accepts uploads.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 3, parts: 4 } });
    scope.post('/v1/auth/ocr', { preHandler: requireSession(ctx) }, async (request) => {
      const { account } = current(request);
      const upload = await readOcrUpload(request);
      return ok<OcrResult>(recognise(ctx, account, upload.fields.type, upload.kind, upload.bytes));
    });
  });

  app.post<{ Body: OcrCheckRequest }>(
    '/v1/auth/ocr/check',
    { schema: { body: CHECK }, preHandler: requireSession(ctx) },
    async (request) => {
      const { account } = current(request);
      const since = ctx.clock.now() - OCR_TOKEN_MS;
      const find = (value: string, side: '0' | '1') =>
        findOcrToken(ctx, { tokenHash: hashToken(value), accountId: account.id, side, since });
      const passed = ocrCheckPassed(
        find(request.body.portraitToken, '1'),
        find(request.body.emblemToken, '0'),
        request.body.name,
      );
      return ok<OcrCheckResult>({ passed }, passed ? '身份验证通过' : '身份验证失败，请重新上传！');
    },
  );
}
