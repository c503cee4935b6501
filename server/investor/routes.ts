import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  ApplyData,
  ApplyParams,
  ApplyQuery,
  QualifiedUploadData,
  QualifiedVerifyData,
  QualifiedVerifyQuery,
} from '@/api/investor/contract';
import { USER_CENTRE_MESSAGES } from '@/shared/messages/user-centre';
import { shanghaiParts } from '@/shared/time';

import { authenticate, current } from '../auth/guard';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { BusinessError, hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { MAX_PHOTO_BYTES } from '../ocr/upload';
import { signCommitment } from './commitment';
import { applyRecord, newApplyId, verifyLevel } from './records';
import { KINDS_OF, uploadRefusal } from './rules';
import { applyOf, hasPendingApply, insertApply } from './store';
import { keepProofs, readProofUpload } from './upload';

/** Qualified and professional investor certification (spec §3, §4, §7 Investor). */
export function investorRoutes(fastify: FastifyInstance, ctx: Context): void {
  const guarded = {
    preValidation: async (request: Parameters<typeof authenticate>[1]) => {
      request.portal = authenticate(ctx, request);
    },
  };
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/investor/qualified/verify',
    enveloped({ querystring: QualifiedVerifyQuery }, QualifiedVerifyData, guarded),
    async (request) => ok(verifyLevel(ctx, current(request).account, request.query.level)),
  );

  app.get(
    '/v1/investor/apply/:id',
    enveloped({ params: ApplyParams, querystring: ApplyQuery }, ApplyData, guarded),
    async (request) => {
      const row = applyOf(ctx, current(request).account.id, request.params.id);
      if (!row) throw hint('没有找到该认证记录');
      return ok(applyRecord(ctx, row));
    },
  );

  // Multipart only in this scope: the proofs' parts are checked in upload.ts (the contract's fields).
  fastify.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 20, fields: 3, fieldSize: 16 },
    });
    scope
      .withTypeProvider<TypeBoxTypeProvider>()
      .post('/v1/investor/qualified/upload', enveloped({}, QualifiedUploadData, guarded), async (request) => {
        const { account, session } = current(request);
        const today = shanghaiParts(ctx.clock.now()).date;
        const facts = {
          isOrganisation: account.kind === '0',
          pending: hasPendingApply(ctx, account.id),
          qualifiedEnd: account.qualified_end,
          professionalEnd: account.professional_end,
          today,
        };
        // Refusals that need no file are given before the body is read.
        const early = uploadRefusal({
          ...facts,
          level: 'professional',
          professionalEnd: null,
          qualifiedEnd: null,
        });
        if (early) throw new BusinessError(...early);
        const upload = await readProofUpload(request);
        const refusal = uploadRefusal({ ...facts, level: upload.level });
        if (refusal) throw new BusinessError(...refusal);
        keepProofs(ctx, upload.files);
        const at = ctx.clock.now();
        const applyId = newApplyId(at);
        const kind = KINDS_OF[upload.level][0];
        transaction(ctx, () => {
          insertApply(ctx, { applyId, accountId: account.id, kind, at }, upload.files);
          signCommitment(
            ctx,
            { accountId: account.id, sessionHash: session.token_hash, applyId, at },
            upload.level,
          );
        });
        return ok(
          applyRecord(ctx, applyOf(ctx, account.id, applyId) as NonNullable<ReturnType<typeof applyOf>>),
          USER_CENTRE_MESSAGES.certificationSubmitted,
        );
      });
  });
}
