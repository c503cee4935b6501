import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';

import {
  EmployeesBody,
  EmployeesData,
  QrCodeQuery,
  SubscriptionData,
  SubscriptionQuery,
} from '@/api/subscription/contract';
import { formatShanghaiMinute } from '@/shared/time';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { noticeRoutes } from './notice-routes';
import { adviserByCode, saveSubscription, subscriptionOf } from './store';

function view(ctx: Context, accountId: number): SubscriptionData {
  const row = subscriptionOf(ctx, accountId);
  return row
    ? { adviser: { code: row.code, name: row.name }, subscribedAt: formatShanghaiMinute(row.subscribed_at) }
    : { adviser: null, subscribedAt: null };
}

/**
 * The subscription service: the adviser the investor subscribed to, the QR code of the subscription link,
 * subscribing; and the statements and reminders (notice-routes.ts).
 */
export function subscriptionRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const session = { preHandler: requireSession(ctx) };
  noticeRoutes(fastify, ctx);

  app.get(
    '/v1/subscription/crm/',
    enveloped({ querystring: SubscriptionQuery }, SubscriptionData, session),
    async (request) => ok(view(ctx, current(request).account.id)),
  );

  app.post(
    '/v1/subscription/crm/employees',
    enveloped({ body: EmployeesBody }, EmployeesData, session),
    async (request) => {
      const { account } = current(request);
      const adviser = adviserByCode(ctx, request.body.code.toUpperCase());
      if (!adviser) throw hint('没有找到该工号的投资顾问，请核对后重试');
      transaction(ctx, () => saveSubscription(ctx, account.id, adviser.code, ctx.clock.now()));
      return ok(view(ctx, account.id), `已订阅投资顾问${adviser.name}的服务`);
    },
  );

  // A PNG, not the envelope: an <img> shows it. The link opens the subscription screen of this portal.
  app.get(
    '/v1/subscription/QRCode',
    { schema: { querystring: QrCodeQuery }, ...session },
    async (request, reply) => {
      const adviser = subscriptionOf(ctx, current(request).account.id);
      const link = new URL('/index.html#/hall/user/subscription', `${request.protocol}://${request.host}`);
      const target = adviser ? `${link.href}?adviser=${encodeURIComponent(adviser.code)}` : link.href;
      const png = await QRCode.toBuffer(target, {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 240,
      });
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );
}
