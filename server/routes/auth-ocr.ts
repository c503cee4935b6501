import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

import type { OcrCheckRequest, OcrCheckResult, OcrResult } from '@/api/types';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../context';
import { hashToken } from '../crypto/random';
import { ok } from '../http/envelope';
import { object, str, token } from '../http/schemas';
import { recognise } from '../ocr/recognise';
import { readOcrUpload } from '../ocr/upload';
import { MINUTE } from '../time';

const OCR_TOKEN_MS = 30 * MINUTE;
const CHECK = object({ portraitToken: token, emblemToken: token, name: str(50) });

export async function authOcrRoutes(app: FastifyInstance, ctx: Context): Promise<void> {
  // Multipart only in this encapsulated context: no other route accepts uploads.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: 10485760, files: 1, fields: 3, parts: 4 } });
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
      const find = (tokenValue: string, side: '0' | '1') =>
        ctx.db.get<{ name: string | null; id_number: string | null; usable: number }>(
          'SELECT name, id_number, usable FROM ocr_tokens WHERE token_hash = ? AND account_id = ? AND side = ? AND created_at > ?',
          [hashToken(tokenValue), account.id, side, since],
        );
      const portrait = find(request.body.portraitToken, '1');
      const emblem = find(request.body.emblemToken, '0');
      const passed =
        !!portrait?.usable &&
        !!emblem?.usable &&
        portrait.name === request.body.name.trim() &&
        !!portrait.id_number;
      return ok<OcrCheckResult>({ passed }, passed ? '身份验证通过' : '身份验证失败，请重新上传！');
    },
  );
}
