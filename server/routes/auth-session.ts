import type { FastifyInstance } from 'fastify';

import type { AutoLoginRequest, GwTokenCheckRequest, LoginInfo, LoginResult, UserInfo } from '@/api/types';

import { accountById } from '../auth/accounts';
import { issueDeviceNonce } from '../auth/device-nonces';
import { current, requireSession } from '../auth/guard';
import { useHandoverToken } from '../auth/handover';
import { endSession, lookupSession, startSession } from '../auth/sessions';
import type { Context } from '../context';
import { hint, ok } from '../http/envelope';
import { EMPTY_BODY, object, query, token } from '../http/schemas';
import { userInfo } from '../users/user-info';

const TOKEN_BODY = object({ token });

export function authSessionRoutes(app: FastifyInstance, ctx: Context): void {
  const guarded = { preHandler: requireSession(ctx) };

  /** Not a protected call: it answers whether the session lives, and never redirects. */
  app.post('/v1/auth/check', { schema: { body: EMPTY_BODY } }, async (request) =>
    ok(lookupSession(ctx, request).status === 'live'),
  );

  app.post('/v1/auth/logout', { schema: { body: EMPTY_BODY } }, async (request, reply) => {
    endSession(ctx, request, reply);
    return ok(null);
  });

  app.get('/v1/auth/user', { schema: { querystring: query() }, ...guarded }, async (request) => {
    const { account, session } = current(request);
    return ok<UserInfo>(userInfo(ctx, account, session));
  });

  app.get('/v1/auth/login/info', { schema: { querystring: query() }, ...guarded }, async (request) => {
    const { account, session } = current(request);
    const info: LoginInfo = {
      lastLoginTime: account.prev_login_at ? new Date(account.prev_login_at).toISOString() : null,
      loginType: session.login_type,
    };
    if (session.org_account_type) info.orgAccountType = session.org_account_type;
    return ok(info);
  });

  app.post<{ Body: AutoLoginRequest }>(
    '/v1/auth/registered/auto/login',
    { schema: { body: TOKEN_BODY } },
    async (request, reply) => {
      const used = useHandoverToken(ctx, 'registered', request.body.token);
      const account = used && accountById(ctx, used.accountId);
      if (!account) throw hint('登录凭证无效或已过期，请重新登录');
      const nonce = ctx.db.tx(() => {
        startSession(ctx, reply, account.id, { loginType: 'account' });
        return issueDeviceNonce(ctx, account.id);
      });
      return ok<LoginResult>({
        nonce,
        requiredChangePassword: !!account.must_change_password,
        userType: account.user_type,
      });
    },
  );

  app.post<{ Body: GwTokenCheckRequest }>(
    '/v1/auth/gwtoken/check',
    { schema: { body: TOKEN_BODY } },
    async (request, reply) => {
      const used = useHandoverToken(ctx, 'gw', request.body.token);
      if (!used) return ok(false);
      ctx.db.tx(() =>
        startSession(ctx, reply, used.accountId, { loginType: 'account', adviserId: used.adviserId }),
      );
      return ok(true);
    },
  );
}
