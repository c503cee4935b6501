import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { AccountPasswordBody, AccountPasswordData } from '@/api/account/contract';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { assetRoutes } from './routes-assets';
import { pdfRoutes } from './routes-pdf';
import { UNKNOWN_TRADE_ACCOUNT } from './rules';
import { ownsTradeAccount } from './store';
import { checkTradePassword } from './trade-password';
import { proveTradePassword } from './trade-password-proof';

/** The account domain: the trade-password check of the trade-password dialog. */
export function accountRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/v1/account/password',
    enveloped({ body: AccountPasswordBody }, AccountPasswordData, { preValidation: requireSession(ctx) }),
    async (request) => {
      const { account, session } = current(request);
      const { password, tradeAccount } = request.body;
      if (tradeAccount && !ownsTradeAccount(ctx, account.id, tradeAccount)) throw hint(UNKNOWN_TRADE_ACCOUNT);
      await checkTradePassword(ctx, account, password);
      proveTradePassword(ctx, session.token_hash);
      return ok(null, '交易密码正确');
    },
  );
  assetRoutes(fastify, ctx);
  pdfRoutes(fastify, ctx);
}
