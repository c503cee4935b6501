import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  ContractFilesData,
  ContractFilesQuery,
  ContractTemplateData,
  ContractTemplateQuery,
  RiskAnnounceTemplateData,
  RiskAnnounceTemplateQuery,
} from '@/api/contract/contract';

import { isAgreementSigned } from '../agreement/store';
import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { DOCUMENTS_WITHHELD } from '../fund/documents/rules';
import { fundSpecs, requireFund } from '../fund/funds';
import { privateFiguresFor } from '../fund/private-figures';
import { documentVersion, productPdf, type ProductPdf } from './documents';
import { signingRoutes } from './routes-sign';
import { READ_SECONDS, type ReadKind } from './rules';
import { requirePrivate } from './signing';
import { insertReading } from './store';

/**
 * Contracts (spec §7): the files of the contract preview dialog, the contract and the risk disclosure to
 * read (each serving noted, the reading measured on the server clock), the PDFs themselves, and the
 * signing calls of routes-sign.ts.
 */
export function contractRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireSession(ctx) };

  app.get(
    '/v1/contract',
    enveloped({ querystring: ContractFilesQuery }, ContractFilesData, guarded),
    async (request) => {
      const { account } = current(request);
      const spec = requireFund(ctx, request.query.fundCode);
      const files = await Promise.all(
        (['contract', 'riskDisclosure'] as const).map((kind) => productPdf(ctx, spec, kind)),
      );
      return ok(
        files
          .filter((file): file is ProductPdf => file !== null)
          .map((file) => ({
            kind: file.kind,
            noticeCode: file.noticeCode,
            fileName: file.fileName,
            path: file.path,
            signed: isAgreementSigned(ctx, account.id, file.noticeCode, documentVersion(spec, file.kind))
              ? ('1' as const)
              : ('0' as const),
          })),
      );
    },
  );

  /** Serves the document and notes that it was shown, to whom, when, and which bytes (its hash). */
  async function show(request: Parameters<typeof current>[0], fundCode: string, kind: ReadKind) {
    const { account, session } = current(request);
    const spec = requirePrivate(ctx, fundCode);
    const file = await productPdf(ctx, spec, kind);
    if (!file) return null;
    const readingId = insertReading(ctx, {
      account_id: account.id,
      session_hash: session.token_hash,
      fund_code: spec.code,
      kind,
      notice_code: file.noticeCode,
      document_hash: file.hash,
      shown_at: ctx.clock.now(),
    });
    const reading = {
      readingId,
      noticeCode: file.noticeCode,
      fileName: file.fileName,
      fileHash: file.hash,
      readSeconds: READ_SECONDS[kind],
    };
    return { reading, path: file.path };
  }

  app.get(
    '/v1/contract/template',
    enveloped({ querystring: ContractTemplateQuery }, ContractTemplateData, guarded),
    async (request) => {
      const shown = await show(request, request.query.fundCode, 'contract');
      return ok(shown && { ...shown.reading, path: shown.path });
    },
  );

  app.get(
    '/v1/riskAnnounce/template',
    enveloped({ querystring: RiskAnnounceTemplateQuery }, RiskAnnounceTemplateData, guarded),
    async (request) => {
      const shown = await show(request, request.query.fundCode, 'riskDisclosure');
      return ok(shown && { ...shown.reading, riskAnnounceMouldFilePath: shown.path });
    },
  );

  /** The PDFs, to the investors who may see the plan's figures (the same rule as /fund-documents/). */
  fastify.get<{ Params: { file: string } }>(
    '/product-contracts/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string', maxLength: 40 } } } } },
    async (request, reply) => {
      const code = request.params.file.replace(/\.pdf$/, '');
      const spec = fundSpecs(ctx).find(
        (candidate) =>
          candidate.documents.contract?.noticeCode === code ||
          candidate.documents.riskDisclosure?.noticeCode === code,
      );
      const kind = spec?.documents.contract?.noticeCode === code ? 'contract' : 'riskDisclosure';
      const file = spec && (await productPdf(ctx, spec, kind));
      if (!file) return reply.callNotFound();
      // A private plan's files go only to whom its figures go (资管新规: no public promotion).
      const withheld = privateFiguresFor(ctx, request);
      if (withheld)
        return reply.code(403).type('text/plain; charset=utf-8').send(DOCUMENTS_WITHHELD[withheld]);
      reply.header('Cache-Control', 'no-cache');
      reply.header(
        'Content-Disposition',
        `inline; filename="${code}.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      );
      return reply.type('application/pdf').send(file.pdf);
    },
  );

  signingRoutes(fastify, ctx);
}
