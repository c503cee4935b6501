import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { FundContractData, FundContractQuery } from '@/api/fund/contract-documents';
import { isPrivateProduct } from '@/shared/enums/fund';
import { shanghaiParts } from '@/shared/time';

import type { Context } from '../../core/context';
import { ok } from '../../core/http/envelope';
import { enveloped } from '../../core/http/enveloped';
import { wireHoldingRates } from '../fee-tiers';
import { fundSpecs, requireFund } from '../funds';
import { privateFiguresFor } from '../private-figures';
import type { FundSpec } from '../types';
import { fundDocuments, MANAGER } from './catalogue';
import { documentPdf } from './pdf';
import { DOCUMENT_FILE, DOCUMENTS_WITHHELD, UNKNOWN_DOCUMENT } from './rules';

const refuse = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(text);

/**
 * 基金档案 (spec §7 GET /v1/fund/contract) and the PDFs it lists. No session needed: a public fund's documents
 * are public information; a private plan's go only to an investor who may see its figures (the rule of the
 * fund list, private-figures.ts), both in the list and as files.
 */
export function fundDocumentRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const today = () => shanghaiParts(ctx.clock.now()).date;
  const withheldFrom = (spec: FundSpec, request: Parameters<typeof privateFiguresFor>[1]) =>
    isPrivateProduct(spec.productType) ? privateFiguresFor(ctx, request) : null;

  app.get(
    '/v1/fund/contract',
    enveloped({ querystring: FundContractQuery }, FundContractData),
    async (request) => {
      const spec = requireFund(ctx, request.query.fundCode);
      const withheld = withheldFrom(spec, request);
      const documents = withheld
        ? []
        : fundDocuments(spec, today()).map(({ kind, noticeCode, fileName, publishDate, path }) => ({
            kind,
            noticeCode,
            fileName,
            publishDate,
            path,
          }));
      return ok({
        fundCode: spec.code,
        fundName: spec.name,
        manager: MANAGER,
        redemptionFees: withheld ? [] : wireHoldingRates(spec.fees.redemption),
        documents,
        documentsWithheld: withheld,
      });
    },
  );

  fastify.get<{ Params: { file: string } }>(
    '/fund-documents/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string', maxLength: 40 } } } } },
    async (request, reply) => {
      const code = DOCUMENT_FILE.exec(request.params.file)?.[1];
      const found = code
        ? fundSpecs(ctx)
            .map((spec) => ({
              spec,
              item: fundDocuments(spec, today()).find((doc) => doc.noticeCode === code),
            }))
            .find((candidate) => candidate.item !== undefined)
        : undefined;
      if (!found?.item) return refuse(reply, 404, UNKNOWN_DOCUMENT);
      const { spec, item } = found;
      const withheld = withheldFrom(spec, request);
      if (withheld) return refuse(reply, 403, DOCUMENTS_WITHHELD[withheld]);
      const pdf = await documentPdf(ctx, spec, item);
      if (!pdf) return refuse(reply, 404, UNKNOWN_DOCUMENT);
      reply.header('Cache-Control', 'no-cache');
      reply.header(
        'Content-Disposition',
        `inline; filename="${code}.pdf"; filename*=UTF-8''${encodeURIComponent(item.fileName)}`,
      );
      return reply.type('application/pdf').send(pdf);
    },
  );
}
