import type { FastifyInstance } from 'fastify';

import type { LoginRequest, LoginResult, OrgLoginRequest } from '@/api/types';

import { findOrganisation, findPerson } from '../auth/accounts';
import { passwordLogin } from '../auth/login-flow';
import type { Context } from '../context';
import { ok } from '../http/envelope';
import { encrypted, object, str, token } from '../http/schemas';

const ACCOUNT = str(32, { pattern: '^[0-9A-Za-z]+$' });

const PERSON = object(
  { account: ACCOUNT, password: encrypted, code: token, nonce: token, officialPassword: encrypted },
  ['account', 'password', 'code'],
);
const ORGANISATION = object(
  { account: ACCOUNT, password: encrypted, code: token, nonce: token, type: { enum: ['0', '1'] } },
  ['account', 'password', 'code', 'type'],
);

export function authLoginRoutes(app: FastifyInstance, ctx: Context): void {
  app.post<{ Body: LoginRequest }>('/v1/auth/login', { schema: { body: PERSON } }, async (request, reply) => {
    const { account, password, code, nonce } = request.body;
    const result = await passwordLogin(ctx, reply, {
      account: findPerson(ctx, account),
      password,
      code,
      nonce,
      loginType: 'account',
      orgAccountType: null,
    });
    return ok<LoginResult | null>(result);
  });

  app.post<{ Body: OrgLoginRequest }>(
    '/v1/auth/login/org',
    { schema: { body: ORGANISATION } },
    async (request, reply) => {
      const { account, password, code, nonce, type } = request.body;
      const result = await passwordLogin(ctx, reply, {
        account: findOrganisation(ctx, account, type),
        password,
        code,
        nonce,
        loginType: 'organization',
        orgAccountType: type,
      });
      return ok<LoginResult | null>(result);
    },
  );
}
