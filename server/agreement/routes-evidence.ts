import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { EvidenceData, EvidencePdfQuery, EvidenceQuery } from '@/api/agreement/contract-evidence';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { fundSpec } from '../fund/funds';
import { verifyChain } from './evidence-chain';
import { EVIDENCE_PDF_TITLE, evidenceDocument } from './evidence-pdf';
import { evidenceView } from './evidence-view';
import { evidenceOf, sealUnchainedEvidence } from './store-evidence';

/** 我的签署记录: the investor's evidence chain with its check, and the same as a PDF download. */
export function evidenceRoutes(fastify: FastifyInstance, ctx: Context): void {
  // Entries from before the chain (migration 015) are sealed once, ahead of anything new.
  sealUnchainedEvidence(ctx);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireSession(ctx) };
  const fundName = (code: string) => fundSpec(ctx, code)?.name ?? null;

  app.get(
    '/v1/agreement/evidence',
    enveloped({ querystring: EvidenceQuery }, EvidenceData, guarded),
    async (request) => {
      const entries = evidenceOf(ctx, current(request).account.id);
      const verdict = verifyChain(entries);
      return ok({
        intact: verdict.intact ? ('1' as const) : ('0' as const),
        brokenAt: verdict.intact ? null : verdict.brokenAt,
        entries: entries.map((entry) => evidenceView(entry, fundName)),
      });
    },
  );

  app.get(
    '/v1/agreement/evidence/pdf',
    { schema: { querystring: EvidencePdfQuery }, ...guarded },
    async (request, reply) => {
      const { account } = current(request);
      const entries = evidenceOf(ctx, account.id);
      const now = ctx.clock.now();
      const pdf = await ctx.pdf.render(
        evidenceDocument({ investor: account.name, now, entries, verdict: verifyChain(entries) }, fundName),
        String(account.id),
      );
      reply.header('Cache-Control', 'no-store');
      reply.header(
        'Content-Disposition',
        `attachment; filename="evidence.pdf"; filename*=UTF-8''${encodeURIComponent(EVIDENCE_PDF_TITLE)}.pdf`,
      );
      return reply.type('application/pdf').send(pdf);
    },
  );
}
