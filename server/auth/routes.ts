import type { FastifyInstance } from 'fastify';

import type {
  AutoLoginRequest,
  GwTokenCheckRequest,
  HybridKeyResult,
  LoginInfo,
  LoginRequest,
  LoginResult,
  OrgLoginRequest,
  PublicKeyResult,
  UserInfo,
} from '@/api/types';

import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint, ok } from '../core/http/envelope';
import { EMPTY_BODY, encrypted, object, query, str, token } from '../core/http/schemas';
import { issueDeviceNonce } from './device-nonces';
import { current, requireSession } from './guard';
import { useHandoverToken } from './handover';
import { issueWaitId } from './hybrid-body';
import { passwordLogin } from './login-flow';
import { endSession, lookupSession, startSession } from './sessions';
import { accountById, findOrganisation, findPerson } from './store';
import { userInfo } from './user-info';

const ACCOUNT = str(32, { pattern: '^[0-9A-Za-z]+$' });
const PERSON = object(
  { account: ACCOUNT, password: encrypted, code: token, nonce: token, officialPassword: encrypted },
  ['account', 'password', 'code'],
);
const ORGANISATION = object(
  { account: ACCOUNT, password: encrypted, code: token, nonce: token, type: { enum: ['0', '1'] } },
  ['account', 'password', 'code', 'type'],
);
const TOKEN_BODY = object({ token });

/** Keys, logins, the session and the two hand-overs (adviser gateway, consignment channel). */
export function authRoutes(app: FastifyInstance, ctx: Context): void {
  const guarded = { preHandler: requireSession(ctx) };

  app.get('/v1/auth/secret', { schema: { querystring: query() } }, async () =>
    ok<PublicKeyResult>({ publicKey: ctx.rsa.publicKeyPem }),
  );

  app.get('/v1/auth/amWeb/rsa', { schema: { querystring: query() } }, async () =>
    ok<HybridKeyResult>({
      modulus: ctx.rsa.modulusHex,
      publicExponent: ctx.rsa.exponentHex,
      waitId: issueWaitId(ctx),
    }),
  );

  app.post<{ Body: LoginRequest }>('/v1/auth/login', { schema: { body: PERSON } }, async (request, reply) => {
    const { account, password, code, nonce } = request.body;
    const person = findPerson(ctx, account);
    const login = { account: person, password, code, nonce, loginType: 'account' as const };
    return ok<LoginResult | null>(await passwordLogin(ctx, reply, { ...login, orgAccountType: null }));
  });

  app.post<{ Body: OrgLoginRequest }>(
    '/v1/auth/login/org',
    { schema: { body: ORGANISATION } },
    async (request, reply) => {
      const { account, password, code, nonce, type } = request.body;
      const organisation = findOrganisation(ctx, account, type);
      const login = { account: organisation, password, code, nonce, loginType: 'organization' as const };
      return ok<LoginResult | null>(await passwordLogin(ctx, reply, { ...login, orgAccountType: type }));
    },
  );

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
      const nonce = transaction(ctx, () => {
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
      startSession(ctx, reply, used.accountId, { loginType: 'account', adviserId: used.adviserId });
      return ok(true);
    },
  );
}
