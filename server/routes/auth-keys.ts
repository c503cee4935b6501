import type { FastifyInstance } from 'fastify';

import type { HybridKeyResult, PublicKeyResult } from '@/api/types';

import type { Context } from '../context';
import { ok } from '../http/envelope';
import { issueWaitId } from '../http/hybrid-body';
import { query } from '../http/schemas';

export function authKeyRoutes(app: FastifyInstance, ctx: Context): void {
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
}
