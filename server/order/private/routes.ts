import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  PrivateOrderData,
  PrivateOrderListData,
  PrivateOrderListQuery,
  PrivateOrderQuery,
  PrivateWithdrawBody,
  PrivateWithdrawData,
  VisitAnswerBody,
  VisitAnswerData,
  VisitData,
  VisitQuery,
} from '@/api/order/contract-private';
import { PRIVATE_ORDER_TEXT } from '@/shared/trading/private-order';

import { checkTradePassword } from '../../account/trade-password';
import { current } from '../../auth/guard';
import type { Context } from '../../core/context';
import { ok } from '../../core/http/envelope';
import { enveloped } from '../../core/http/enveloped';
import { orderGuard } from '../common/guard';
import { findOrder } from '../common/store';
import {
  answerVisit,
  privatePhase,
  privateView,
  requirePrivateOrder,
  withdrawPrivateOrder,
} from './private-orders';
import { reviewVisitHook } from './review-hook';
import { VISIT_QUESTIONS } from './rules';
import { privateOrdersOf } from './store';

/** A private product's order after it is placed: its state, 解除合同 and the return visit (issue 14). */
export function privateOrderRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: orderGuard(ctx) };

  app.get(
    '/v1/order/private',
    enveloped({ querystring: PrivateOrderQuery }, PrivateOrderData, guarded),
    async (request) => {
      const { row, order } = requirePrivateOrder(ctx, current(request).account.id, request.query.appNo);
      return ok(privateView(ctx, row, order, ctx.clock.now()));
    },
  );

  app.get(
    '/v1/order/private/list',
    enveloped({ querystring: PrivateOrderListQuery }, PrivateOrderListData, guarded),
    async (request) => {
      const now = ctx.clock.now();
      const rows = privateOrdersOf(ctx, current(request).account.id);
      return ok(
        rows.flatMap((row) => {
          const order = findOrder(ctx, row.app_no);
          return order ? [privateView(ctx, row, order, now)] : [];
        }),
      );
    },
  );

  app.post(
    '/v1/order/private/withdraw',
    enveloped({ body: PrivateWithdrawBody }, PrivateWithdrawData, guarded),
    async (request) => {
      const { account, session } = current(request);
      // The order must be the investor's and still withdrawable before the password is even checked.
      requirePrivateOrder(ctx, account.id, request.body.appNo);
      await checkTradePassword(ctx, account, request.body.password);
      const view = withdrawPrivateOrder(
        ctx,
        { account, sessionHash: session.token_hash },
        request.body.appNo,
      );
      return ok(view, PRIVATE_ORDER_TEXT.withdrawn);
    },
  );

  app.get(
    '/v1/order/private/visit',
    enveloped({ querystring: VisitQuery }, VisitData, guarded),
    async (request) => {
      const { row, order } = requirePrivateOrder(ctx, current(request).account.id, request.query.appNo);
      const phase = privatePhase(row, order, ctx.clock.now());
      return ok({
        open: phase === 'visitOpen' ? ('1' as const) : ('0' as const),
        questions: VISIT_QUESTIONS.map(({ code, text }) => ({ code, text })),
      });
    },
  );

  app.post(
    '/v1/order/private/visit',
    enveloped({ body: VisitAnswerBody }, VisitAnswerData, guarded),
    async (request) => {
      const { account, session } = current(request);
      const { appNo, answers } = request.body;
      const view = answerVisit(ctx, { account, sessionHash: session.token_hash }, appNo, answers);
      return ok(
        view,
        view.phase === 'answered'
          ? '回访问卷已提交，回访待确认：后台确认成功后订单方可生效'
          : '回访未通过，订单已撤销，款项将全额退还',
      );
    },
  );

  if (ctx.devHooks) reviewVisitHook(fastify, ctx);
}
