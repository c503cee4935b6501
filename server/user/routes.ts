import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { Envelope } from '@/api/core/contract';
import { UserProfileData, UserProfileQuery } from '@/api/user/contract';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';

export function userRoutes(app: FastifyInstance, ctx: Context): void {
  /** A Registered user without a crmId has not finished registering (login-registered in the portal). */
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/v1/user/profile',
    {
      schema: { querystring: UserProfileQuery, response: { 200: Envelope(UserProfileData) } },
      preHandler: requireSession(ctx),
    },
    async (request) => ok({ crmId: current(request).account.crm_id }),
  );
}
