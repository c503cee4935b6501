import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  AgreementSignBody,
  AgreementSignData,
  InfoPublishData,
  InfoPublishQuery,
  SignInfoPublishBody,
  SignInfoPublishData,
} from '@/api/agreement/contract';
import { PUBLIC_PRODUCT } from '@/shared/enums/fund';

import { current, requireSession } from '../auth/guard';
import { tradeAccountsOf } from '../auth/store';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { fundSpecs, requireFund } from '../fund/funds';
import { evidenceRoutes } from './routes-evidence';
import { signRefusal } from './signable';
import { isSummarySigned, recordEvidence, signAgreement, signNotice } from './store';
import { summaryDocument } from './summary-document';

const UNKNOWN_NOTICE = '未找到该产品的信息披露文件';

export function agreementRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireSession(ctx) };
  const known = (code: string) => requireFund(ctx, code);
  evidenceRoutes(fastify, ctx);

  /**
   * Only the portal's own agreements, of their kind (server/agreement/signable.ts). Signing twice keeps the
   * first signature (idempotent: the login signs the privacy agreement each time).
   */
  app.post(
    '/v1/agreement/sign',
    enveloped({ body: AgreementSignBody }, AgreementSignData, guarded),
    async (request) => {
      const { agreementId, agreementType } = request.body;
      const { account } = current(request);
      const productDocument = fundSpecs(ctx).some(
        (spec) =>
          spec.documents.contract?.noticeCode === agreementId ||
          spec.documents.riskDisclosure?.noticeCode === agreementId,
      );
      const refusal = signRefusal(request.body, {
        productDocument,
        hasTradeAccount: tradeAccountsOf(ctx, account.id).length > 0,
      });
      if (refusal) throw hint(refusal);
      signAgreement(ctx, {
        accountId: account.id,
        agreementId,
        agreementType,
        now: ctx.clock.now(),
      });
      return ok(null, '签署成功');
    },
  );

  /** The notices to read and confirm before buying: a public product's summary (none when it is missing). */
  app.get(
    '/v1/agreement/infoPublish',
    enveloped({ querystring: InfoPublishQuery }, InfoPublishData, guarded),
    async (request) => {
      const { account } = current(request);
      const spec = known(request.query.fundCode);
      const document = spec.productType === PUBLIC_PRODUCT ? summaryDocument(spec) : null;
      if (!document) return ok([]);
      const signed = isSummarySigned(ctx, account.id, spec.code, document.noticeCode);
      return ok([
        {
          noticeCode: document.noticeCode,
          fileName: document.fileName,
          filePath: document.path,
          fileHash: document.hash,
          signed: signed ? ('1' as const) : ('0' as const),
        },
      ]);
    },
  );

  /**
   * The investor confirms having read a notice: the first confirmation is the signature, and every one is
   * kept as evidence with the time, the session and the hash of the document as served now.
   */
  app.post(
    '/v1/agreement/signInfoPublish',
    enveloped({ body: SignInfoPublishBody }, SignInfoPublishData, guarded),
    async (request) => {
      const { account, session } = current(request);
      const { fundBusinessCode, fundCode, noticeCode } = request.body;
      const document = summaryDocument(known(fundCode));
      if (!document || document.noticeCode !== noticeCode) throw hint(UNKNOWN_NOTICE);
      const now = ctx.clock.now();
      transaction(ctx, () => {
        signNotice(ctx, { accountId: account.id, fundBusinessCode, fundCode, noticeCode, now });
        recordEvidence(ctx, {
          accountId: account.id,
          sessionHash: session.token_hash,
          kind: 'notice',
          fundCode,
          businessCode: fundBusinessCode,
          documentCode: noticeCode,
          documentName: document.fileName,
          documentHash: document.hash,
          detail: null,
          appNo: null,
          at: now,
        });
      });
      return ok(null, '签署成功');
    },
  );

  /** The product summaries themselves (public: disclosures), as HTML. */
  fastify.get<{ Params: { noticeCode: string } }>(
    '/product-documents/:noticeCode',
    { schema: { params: { type: 'object', properties: { noticeCode: { type: 'string', maxLength: 40 } } } } },
    async (request, reply) => {
      const code = request.params.noticeCode.replace(/\.html$/, '');
      const document = fundSpecs(ctx)
        .map(summaryDocument)
        .find((candidate) => candidate?.noticeCode === code);
      if (!document) return reply.callNotFound();
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(document.html);
    },
  );
}
