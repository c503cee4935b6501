import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AccountPdfQuery } from '@/api/account/contract-assets';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { checkDates } from './asset-filters';
import { DIVIDEND_PDF_TITLE, dividendPdf, TRADE_PDF_TITLE, tradePdf } from './statement-pdf';
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
      header: { investor: account.name, now: ctx.clock.now(), ...period },
      data: statementData(ctx, account, period),
    };
  };

  app.get(
    '/v1/account/trade/pdf',
    { schema: { querystring: AccountPdfQuery }, ...guarded },
    async (request, reply) => {
      const { header, data } = statementOf(request, request.query);
      return sendPdf(
        reply,
        await tradePdf(header, data.trades, data.confirms),
        'trade-records',
        TRADE_PDF_TITLE,
      );
    },
  );

  app.get(
    '/v1/account/dividend/pdf',
    { schema: { querystring: AccountPdfQuery }, ...guarded },
    async (request, reply) => {
      const { header, data } = statementOf(request, request.query);
      return sendPdf(reply, await dividendPdf(header, data.dividends), 'dividends', DIVIDEND_PDF_TITLE);
    },
  );
}
