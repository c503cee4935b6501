import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  TradePasswordChangeBody,
  TradePasswordChangeData,
  TradePasswordResetBody,
  TradePasswordResetData,
} from '@/api/password/contract';
import { PASSWORD_MESSAGES } from '@/shared/messages/passwords';

import { checkPlainTradePassword } from '../account/trade-password';
import { current, requireSession } from '../auth/guard';
import { hybridBody } from '../auth/hybrid-body';
import { decryptPassword, newPassword } from '../auth/password-input';
import type { Context } from '../core/context';
import { hashTradePassword, sameSecret } from '../core/crypto/passwords';
import { hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { consumeSmsCode } from '../sms/sms-codes';
import { NO_ORG_TRADE_RESET, SAME_PASSWORD, sameIdNo, tradePasswordProblem, WRONG_ID_NO } from './rules';
import { setTradePassword } from './store';

/** The trade password: the change and the reset, both with a session and the hybrid scheme. */
export function tradePasswordRoutes(app: FastifyInstance, ctx: Context): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: hybridBody(ctx), preHandler: requireSession(ctx) };

  api.put(
    '/v1/auth/password/trade',
    enveloped({ body: TradePasswordChangeBody }, TradePasswordChangeData, guarded),
    async (request) => {
      const { account } = current(request);
      const oldPassword = decryptPassword(ctx, request.body.oldPassword);
      const password = newPassword(ctx, request.body.newPassword, tradePasswordProblem);
      // The trade password's one counter and lock (also of orders and POST /v1/account/password).
      await checkPlainTradePassword(ctx, account, oldPassword, '原交易密码');
      if (sameSecret(password, oldPassword)) throw hint(SAME_PASSWORD);
      setTradePassword(ctx, account.id, await hashTradePassword(ctx.secret, password));
      return ok(null, PASSWORD_MESSAGES.tradeChanged);
    },
  );

  api.post(
    '/v1/auth/password/trade',
    enveloped({ body: TradePasswordResetBody }, TradePasswordResetData, guarded),
    async (request) => {
      const { account } = current(request);
      if (account.kind === '0') throw hint(NO_ORG_TRADE_RESET);
      consumeSmsCode(ctx, account.phone, 'resetTradePassword', request.body.smsCode);
      if (!sameIdNo(request.body.idNo, account.id_no)) throw hint(WRONG_ID_NO);
      const password = newPassword(ctx, request.body.newPassword, tradePasswordProblem);
      setTradePassword(ctx, account.id, await hashTradePassword(ctx.secret, password));
      return ok(null, PASSWORD_MESSAGES.tradeReset);
    },
  );
}
