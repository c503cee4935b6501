import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { EmptyQuery, object } from '@/api/core/contract';
import {
  NoticeSettingsBody,
  NoticeSettingsData,
  NoticeSettingsQuery,
} from '@/api/subscription/contract-notices';
import { USER_CENTRE_MESSAGES } from '@/shared/messages/user-centre';
import { formatShanghaiSecond } from '@/shared/time';

import { emailOf } from '../account/store-email';
import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { choicesOf, EMAIL_NEEDED, settingsOf, usesEmail } from './notice-rules';
import { noticeChoicesOf, noticeOutbox, saveNoticeChoices } from './store-notices';

const view = (ctx: Context, accountId: number): NoticeSettingsData => ({
  settings: settingsOf(noticeChoicesOf(ctx, accountId)),
  email: emailOf(ctx, accountId),
});

/** 对账单与提醒: what the investor subscribed to, and saving it (the whole settings at once). */
export function noticeRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const session = { preHandler: requireSession(ctx) };

  app.get(
    '/v1/subscription/notices',
    enveloped({ querystring: NoticeSettingsQuery }, NoticeSettingsData, session),
    async (request) => ok(view(ctx, current(request).account.id)),
  );

  app.post(
    '/v1/subscription/notices',
    enveloped({ body: NoticeSettingsBody }, NoticeSettingsData, session),
    async (request) => {
      const { account } = current(request);
      if (usesEmail(request.body) && !emailOf(ctx, account.id)) throw hint(EMAIL_NEEDED);
      transaction(ctx, () => saveNoticeChoices(ctx, account.id, choicesOf(request.body), ctx.clock.now()));
      return ok(view(ctx, account.id), USER_CENTRE_MESSAGES.noticesSaved);
    },
  );
}

const NoticeOutboxItem = object({
  id: Type.Integer(),
  accountId: Type.Integer(),
  kind: Type.String(),
  channel: Type.String(),
  occasion: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  /** The whole MIME message of an e-mail; null for the official account. */
  raw: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});

/** Dev hook: the statements and reminders the back office sent, newest first. */
export function noticeDevRoutes(fastify: FastifyInstance, ctx: Context): void {
  fastify
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      '/notice/outbox',
      { schema: { querystring: EmptyQuery, response: { 200: Type.Array(NoticeOutboxItem) } } },
      async () =>
        noticeOutbox(ctx, 50).map(({ address, at, ...sent }) => ({
          ...sent,
          to: address,
          at: formatShanghaiSecond(at),
        })),
    );
}
