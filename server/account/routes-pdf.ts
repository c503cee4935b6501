import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AccountPdfQuery } from '@/api/account/contract-assets';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { checkDates } from './asset-filters';
import { DIVIDEND_PDF_TITLE, dividendDocument, TRADE_PDF_TITLE, tradeDocument } from './statement-pdf';
import { periodOf, statementData } from './statements';

function sendPdf(reply: FastifyReply, pdf: Buffer, slug: string, title: string) {
  reply.header('Cache-Control', 'no-store');
  reply.header(
    'Content-Disposition',
    `attachment; filename="${slug}.pdf"; filename*=UTF-8''${encodeURIComponent(title)}.pdf`,
  );
  return reply.type('application/pdf').send(pdf);
}

/** 交易记录 and 分红记录 as PDF downloads (both channels; the period as the lists filter it). */
export function pdfRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireSession(ctx) };
  /** The investor's records of the period the query names (dates checked first), and the PDF's header. */
  const statementOf = (request: FastifyRequest, query: AccountPdfQuery) => {
    checkDates(query.beginDate, query.endDate);
    const { account } = current(request);
    const period = periodOf(ctx, query.beginDate, query.endDate);
    return {
      owner: String(account.id),
      header: { investor: account.name, now: ctx.clock.now(), ...period },
      data: statementData(ctx, account, period),
    };
  };

  app.get(
    '/v1/account/trade/pdf',
    { schema: { querystring: AccountPdfQuery }, ...guarded },
    async (request, reply) => {
      const { owner, header, data } = statementOf(request, request.query);
      const pdf = await ctx.pdf.render(tradeDocument(header, data.trades, data.confirms), owner);
      return sendPdf(reply, pdf, 'trade-records', TRADE_PDF_TITLE);
    },
  );

  app.get(
    '/v1/account/dividend/pdf',
    { schema: { querystring: AccountPdfQuery }, ...guarded },
    async (request, reply) => {
      const { owner, header, data } = statementOf(request, request.query);
      const pdf = await ctx.pdf.render(dividendDocument(header, data.dividends), owner);
      return sendPdf(reply, pdf, 'dividends', DIVIDEND_PDF_TITLE);
    },
  );
}
