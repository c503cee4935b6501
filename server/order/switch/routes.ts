import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { OrderHeaders } from '@/api/order/contract-orders';
import {
  SwitchBody,
  SwitchData,
  SwitchQuoteData,
  SwitchQuoteQuery,
  SwitchTargetsData,
  SwitchTargetsQuery,
} from '@/api/order/contract-switch';

import { current } from '../../auth/guard';
import type { Context } from '../../core/context';
import { ok } from '../../core/http/envelope';
import { enveloped } from '../../core/http/enveloped';
import { orderGuard } from '../common/guard';
import { oncePerKey } from '../common/run-once-route';
import { placeSwitch, SWITCH_ACCEPTED, switchQuote } from './place-switch';
import { switchPlan } from './plan';
import { switchTargets } from './targets';

const SWITCH_URL = '/v1/order/switch';

/** 基金转换: the funds a holding can go into, the fee preview and the switch (trade password, Idempotency-Key). */
export function switchRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: orderGuard(ctx) };

  app.get(
    '/v1/order/switchTargets',
    enveloped({ querystring: SwitchTargetsQuery }, SwitchTargetsData, guarded),
    async (request) => ok(switchTargets(ctx, current(request).account.id, request.query)),
  );

  app.get(
    '/v1/order/switchQuote',
    enveloped({ querystring: SwitchQuoteQuery }, SwitchQuoteData, guarded),
    async (request) => ok(switchQuote(switchPlan(ctx, current(request).account, request.query))),
  );

  app.post(
    SWITCH_URL,
    enveloped({ headers: OrderHeaders, body: SwitchBody }, SwitchData, guarded),
    async (request, reply) =>
      oncePerKey(ctx, SWITCH_URL, request, reply, async (bind) =>
        ok(await placeSwitch(ctx, current(request), request.body, bind), SWITCH_ACCEPTED),
      ),
  );
}
