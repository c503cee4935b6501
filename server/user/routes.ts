import type { FastifyInstance } from 'fastify';

import type { UserProfile } from '@/api/types';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { query } from '../core/http/schemas';

export function userRoutes(app: FastifyInstance, ctx: Context): void {
  /** A Registered user without a crmId has not finished registering (login-registered in the portal). */
  app.get(
    '/v1/user/profile',
    { schema: { querystring: query() }, preHandler: requireSession(ctx) },
    async (request) => ok<UserProfile>({ crmId: current(request).account.crm_id }),
  );
}
