import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { OcrCheckBody, OcrCheckData, OcrData, type OcrSide } from '@/api/ocr/contract';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { hashToken } from '../core/crypto/random';
import { ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { rateLimiter, tooMany } from '../core/http/rate-limit';
import { agentNamedBy } from '../user/agent-id';
import { recognise } from './recognise';
import { OCR_BUSY, OCR_PER_ACCOUNT, OCR_TOKEN_MS, ocrCheckPassed } from './rules';
import { findOcrToken } from './store';
import { MAX_PHOTO_BYTES, readOcrUpload } from './upload';

export async function ocrRoutes(app: FastifyInstance, ctx: Context): Promise<void> {
  // Multipart only in this encapsulated context: no other route accepts uploads. The multipart body has no
  // JSON schema; upload.ts checks its fields (the contract's OcrFields) and the file.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 3, parts: 4 } });
    scope
      .withTypeProvider<TypeBoxTypeProvider>()
      .post('/v1/auth/ocr', enveloped({}, OcrData, { preHandler: requireSession(ctx) }), async (request) => {
        const { account } = current(request);
        // Counted before the photo is read: a refused call costs no upload and no recognition.
        if (!rateLimiter(ctx, OCR_PER_ACCOUNT)(`account:${account.id}`)) throw tooMany(OCR_BUSY);
        const upload = await readOcrUpload(request);
        // The agent's photos name the agent by encryptId: only one this server gave this organisation.
        if (upload.fields.encryptId !== undefined) agentNamedBy(ctx, account.id, upload.fields.encryptId);
        return ok(recognise(ctx, account, upload.fields.type, upload.kind, upload.bytes));
      });
  });

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/v1/auth/ocr/check',
      enveloped({ body: OcrCheckBody }, OcrCheckData, { preHandler: requireSession(ctx) }),
      async (request) => {
        const { account } = current(request);
        const since = ctx.clock.now() - OCR_TOKEN_MS;
        const find = (value: string, side: OcrSide) =>
          findOcrToken(ctx, { tokenHash: hashToken(value), accountId: account.id, side, since });
        const passed = ocrCheckPassed(
          find(request.body.portraitToken, '1'),
          find(request.body.emblemToken, '0'),
          request.body.name,
        );
        return ok({ passed }, passed ? '身份验证通过' : '身份验证失败，请重新上传！');
      },
    );
}
