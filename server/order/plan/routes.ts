import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { OrderHeaders } from '@/api/order/contract-orders';
import {
  CreatePlanBody,
  FirstDebitData,
  ModifyPlanBody,
  PlanActionBody,
  FirstDebitBody,
  PlanDetailData,
  PlanDetailQuery,
  PlanListData,
  PlanListQuery,
  PlanReplayBody,
  PlanReplayData,
  PlanTermsData,
  PlanTermsQuery,
  PlanView,
  ResumePlanBody,
} from '@/api/order/contract-plans';
import { PUBLIC_PRODUCT } from '@/shared/enums/fund';
import { shanghaiParts } from '@/shared/time';
import { planCycleRefusal } from '@/shared/trading';
import { PLAN_TEXT } from '@/shared/trading/plan-schedule';

import { current } from '../../auth/guard';
import type { Context } from '../../core/context';
import { hint, ok } from '../../core/http/envelope';
import { enveloped } from '../../core/http/enveloped';
import { Decimal } from '../../core/money';
import { requireFund } from '../../fund/funds';
import { orderGuard } from '../common/guard';
import { modifyPlan, ownPlan, pausePlan, resumePlan, stopPlan } from './change-plan';
import { CREATE_ROUTE, createPlan } from './create-plan';
import { planReplay } from './replay-view';
import { firstPeriod } from './schedule';
import { planMinimumOf, plansOf } from './store';
import { planDetail, planView } from './view';

/** 定投 (issue 42 item 1): terms, first debit date, create, list, detail, pause, resume, modify, stop. */
export function planRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: orderGuard(ctx) };

  app.get(
    '/v1/plan/terms',
    enveloped({ querystring: PlanTermsQuery }, PlanTermsData, guarded),
    async (request) => {
      const spec = requireFund(ctx, request.query.fundCode);
      const min = spec.productType === PUBLIC_PRODUCT ? planMinimumOf(ctx, spec.code) : undefined;
      return ok({
        fundCode: spec.code,
        fundName: spec.name,
        planAllowed: min !== undefined,
        minAmount: min === undefined ? null : new Decimal(min).toFixed(2),
      });
    },
  );

  app.post(
    '/v1/plan/firstDebit',
    enveloped({ body: FirstDebitBody }, FirstDebitData, guarded),
    async (request) => {
      const refusal = planCycleRefusal(request.body);
      if (refusal) throw hint(refusal);
      return ok(firstPeriod(request.body, shanghaiParts(ctx.clock.now()).date));
    },
  );

  app.post('/v1/plan/replay', enveloped({ body: PlanReplayBody }, PlanReplayData, guarded), async (request) =>
    ok(planReplay(ctx, request.body)),
  );

  app.post(
    CREATE_ROUTE,
    enveloped({ headers: OrderHeaders, body: CreatePlanBody }, PlanView, guarded),
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const outcome = await createPlan(ctx, current(request), request.body, key);
      if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
      return ok(outcome.plan, PLAN_TEXT.created);
    },
  );

  app.get(
    '/v1/plan/list',
    enveloped({ querystring: PlanListQuery }, PlanListData, guarded),
    async (request) => ok(plansOf(ctx, current(request).account.id).map((plan) => planView(ctx, plan))),
  );

  app.get(
    '/v1/plan/detail',
    enveloped({ querystring: PlanDetailQuery }, PlanDetailData, guarded),
    async (request) => ok(planDetail(ctx, ownPlan(ctx, current(request).account, request.query.planNo))),
  );

  const action = enveloped({ body: PlanActionBody }, PlanView, guarded);
  app.post('/v1/plan/pause', action, async (request) =>
    ok(pausePlan(ctx, current(request).account, request.body.planNo), '定投计划已暂停'),
  );
  app.post('/v1/plan/stop', action, async (request) =>
    ok(stopPlan(ctx, current(request).account, request.body.planNo), '定投计划已终止'),
  );
  app.post('/v1/plan/resume', enveloped({ body: ResumePlanBody }, PlanView, guarded), async (request) =>
    ok(await resumePlan(ctx, current(request).account, request.body), '定投计划已恢复'),
  );
  app.post('/v1/plan/modify', enveloped({ body: ModifyPlanBody }, PlanView, guarded), async (request) =>
    ok(await modifyPlan(ctx, current(request).account, request.body), '定投计划已修改'),
  );
}
