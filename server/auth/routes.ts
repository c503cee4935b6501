import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  AutoLoginBody,
  AutoLoginData,
  GwTokenCheckBody,
  GwTokenCheckData,
  HybridKeyData,
  HybridKeyQuery,
  LoginBody,
  LoginData,
  LoginInfoData,
  LoginInfoQuery,
  LogoutBody,
  LogoutData,
  OrgLoginBody,
  OrgLoginData,
  SecretData,
  SecretQuery,
  SessionCheckBody,
  SessionCheckData,
  SessionRefreshBody,
  SessionRefreshData,
  UserInfoData,
  UserInfoQuery,
} from '@/api/auth/contract';
import { Envelope } from '@/api/core/contract';
import { MINUTE } from '@/shared/time';

import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { perAddress } from '../core/http/rate-limit';
import { clientInfo } from './client-info';
import { loginOnNewDevice } from './device-nonces';
import { current, requireSession, tellSecondsLeft } from './guard';
import { useHandoverToken } from './handover';
import { issueWaitId } from './hybrid-body';
import { passwordLogin } from './login-flow';
import { endSession, lookupSession, refreshSession, startSession } from './sessions';
import { accountById, findOrganisation, findPerson } from './store';
import { userInfo } from './user-info';

/** GET /v1/auth/secret and /v1/auth/amWeb/rsa together: 60 a minute per address. */
const KEY_CALLS = { name: 'rsa-keys', limit: 60, windowMs: MINUTE };

/** Keys, logins, the session and the two hand-overs (adviser gateway, consignment channel). */
export function authRoutes(app: FastifyInstance, ctx: Context): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireSession(ctx) };

  // The key calls need no session: both count toward one limit per address.
  const keyRate = { rateLimit: perAddress(KEY_CALLS, { hook: 'onRequest' }) };

  api.get(
    '/v1/auth/secret',
    enveloped({ querystring: SecretQuery }, SecretData, { config: keyRate }),
    async () => ok({ publicKey: ctx.rsa.publicKeyPem }),
  );

  api.get(
    '/v1/auth/amWeb/rsa',
    enveloped({ querystring: HybridKeyQuery }, HybridKeyData, { config: keyRate }),
    async () =>
      ok({ modulus: ctx.rsa.modulusHex, publicExponent: ctx.rsa.exponentHex, waitId: issueWaitId(ctx) }),
  );

  api.post('/v1/auth/login', enveloped({ body: LoginBody }, LoginData), async (request, reply) => {
    const { account, password, code, nonce } = request.body;
    const person = findPerson(ctx, account);
    const login = {
      account: person,
      typed: account.toUpperCase(),
      password,
      code,
      nonce,
      loginType: 'account' as const,
    };
    return ok(
      await passwordLogin(ctx, reply, { ...login, orgAccountType: null, client: clientInfo(request) }),
    );
  });

  api.post('/v1/auth/login/org', enveloped({ body: OrgLoginBody }, OrgLoginData), async (request, reply) => {
    const { account, password, code, nonce, type } = request.body;
    const organisation = findOrganisation(ctx, account, type);
    const login = {
      account: organisation,
      typed: `${type}:${account}`,
      password,
      code,
      nonce,
      loginType: 'organization' as const,
    };
    return ok(
      await passwordLogin(ctx, reply, { ...login, orgAccountType: type, client: clientInfo(request) }),
    );
  });

  /** Not a protected call: it answers whether the session lives, and never redirects. */
  api.post('/v1/auth/check', enveloped({ body: SessionCheckBody }, SessionCheckData), async (request) =>
    ok(lookupSession(ctx, request).status === 'live'),
  );

  // 继续登录 in the expiry warning: always restarts the idle clock (the routine refresh waits 600 s).
  api.post(
    '/v1/auth/session/refresh',
    enveloped({ body: SessionRefreshBody }, SessionRefreshData, guarded),
    async (request, reply) => {
      const { session } = current(request);
      refreshSession(ctx, request, session);
      return ok({ secondsLeft: tellSecondsLeft(ctx, reply, session) });
    },
  );

  // The session ends before the body is even read: a logout always logs out, whatever it carries.
  api.post(
    '/v1/auth/logout',
    {
      schema: { body: LogoutBody, response: { 200: Envelope(LogoutData) } },
      onRequest: async (request, reply) => endSession(ctx, request, reply),
    },
    async () => ok(null),
  );

  api.get(
    '/v1/auth/user',
    enveloped({ querystring: UserInfoQuery }, UserInfoData, guarded),
    async (request) => {
      const { account, session } = current(request);
      return ok(userInfo(ctx, account, session));
    },
  );

  api.get(
    '/v1/auth/login/info',
    enveloped({ querystring: LoginInfoQuery }, LoginInfoData, guarded),
    async (request) => {
      const { account, session } = current(request);
      const info: LoginInfoData = {
        lastLoginTime: account.prev_login_at ? new Date(account.prev_login_at).toISOString() : null,
        loginType: session.login_type,
      };
      if (session.org_account_type) info.orgAccountType = session.org_account_type;
      return ok(info);
    },
  );

  api.post(
    '/v1/auth/registered/auto/login',
    enveloped({ body: AutoLoginBody }, AutoLoginData),
    async (request, reply) => {
      const used = useHandoverToken(ctx, 'registered', request.body.token);
      const account = used && accountById(ctx, used.accountId);
      if (!account) throw hint('登录凭证无效或已过期，请重新登录');
      const start = { loginType: 'account' as const, client: clientInfo(request) };
      const nonce = transaction(ctx, () => loginOnNewDevice(ctx, reply, account, start));
      return ok({
        nonce,
        requiredChangePassword: !!account.must_change_password,
        userType: account.user_type,
        passwordSet: account.password_hash !== null,
      });
    },
  );

  api.post(
    '/v1/auth/gwtoken/check',
    enveloped({ body: GwTokenCheckBody }, GwTokenCheckData),
    async (request, reply) => {
      const used = useHandoverToken(ctx, 'gw', request.body.token);
      if (!used) return ok(false);
      const start = { loginType: 'account' as const, adviserId: used.adviserId, client: clientInfo(request) };
      startSession(ctx, reply, used.accountId, start);
      return ok(true);
    },
  );
}
