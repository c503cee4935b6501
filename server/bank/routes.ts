import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { ReceivablesData, ReceivablesQuery } from '@/api/bank/contract';
import type { BuyBusinessType } from '@/api/core/contract-trading';

import { requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { requireFund } from '../fund/funds';
import type { FundSpec } from '../fund/types';
import type { RemittanceDeadline } from '../order/calendar/rules';
import { orderSchedule } from '../order/calendar/schedule';
import { bankCardRoutes } from './routes-cards';
import { fastPaySwitchRoutes } from './routes-fast-pay';
import { receivingAccountsOf } from './store';

const BUYING: BuyBusinessType[] = ['Purchase', 'Subscribe', 'BookPurchase'];

/** The remittance deadline of a buying order placed now, if the fund takes one now. */
function deadlineNow(spec: FundSpec, now: number): RemittanceDeadline | null {
  for (const business of BUYING) {
    const answer = orderSchedule(spec, business, now);
    if (answer.ok) return answer.schedule.remittance;
  }
  return null;
}

export function bankRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/bank/receivables',
    enveloped({ querystring: ReceivablesQuery }, ReceivablesData, { preHandler: requireSession(ctx) }),
    async (request) => {
      const spec = requireFund(ctx, request.query.fundCode);
      const deadline = deadlineNow(spec, ctx.clock.now());
      return ok(receivingAccountsOf(ctx, spec.code).map((account) => ({ ...account, ...deadline })));
    },
  );

  bankCardRoutes(fastify, ctx);
  fastPaySwitchRoutes(fastify, ctx);
}
