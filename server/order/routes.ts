import type { FastifyInstance } from 'fastify';

import type { Context } from '../core/context';
import { buyRoutes } from './buy/routes';
import { buyCheckRoutes } from './buy/routes-checks';
import { calendarRoutes } from './calendar/routes';
import { cancelRoutes } from './cancel/routes';
import { orderDetailRoutes } from './detail/routes';
import { dividendRoutes } from './dividend/routes';
import { privateOrderRoutes } from './private/routes';
import { quickCashRoutes } from './quick-cash/routes';
import { redeemRoutes } from './redeem/routes';
import { switchRoutes } from './switch/routes';

/**
 * The order domain, one folder per capability: buying (its checks, fees and orders), the order calendar,
 * redeeming, cancelling, an order's detail, dividend methods and private products. The confirm batch (batch/) is no route: the
 * app's start runs it (server/app.ts).
 */
export function orderRoutes(fastify: FastifyInstance, ctx: Context): void {
  buyCheckRoutes(fastify, ctx);
  calendarRoutes(fastify, ctx);
  buyRoutes(fastify, ctx);
  redeemRoutes(fastify, ctx);
  switchRoutes(fastify, ctx);
  cancelRoutes(fastify, ctx);
  orderDetailRoutes(fastify, ctx);
  dividendRoutes(fastify, ctx);
  privateOrderRoutes(fastify, ctx);
  quickCashRoutes(fastify, ctx);
}
