import type { FastifyInstance } from 'fastify';

import type { TradePasswordChangeRequest, TradePasswordResetRequest } from '@/api/types';

import { current, requireSession } from '../auth/guard';
import { decryptPassword } from '../auth/password-input';
import type { Context } from '../context';
import { hashPassword, sameSecret, tradePasswordProblem, verifyPassword } from '../crypto/passwords';
import { hint, ok } from '../http/envelope';
import { hybridBody } from '../http/hybrid-body';
import { encrypted, object, str } from '../http/schemas';
import { consumeSmsCode } from '../sms/sms-codes';
import { SAME_PASSWORD } from './auth-password';

const CHANGE = object({ oldPassword: encrypted, newPassword: encrypted });
const RESET = object({ idNo: str(50), smsCode: str(6, { pattern: '^[0-9]{6}$' }), newPassword: encrypted });

function newTradePassword(ctx: Context, encryptedPassword: string): string {
  const password = decryptPassword(ctx, encryptedPassword);
  const problem = tradePasswordProblem(password);
  if (problem) throw hint(problem);
  return password;
}

export function authTradePasswordRoutes(app: FastifyInstance, ctx: Context): void {
  const guarded = { preValidation: hybridBody(ctx), preHandler: requireSession(ctx) };

  app.put<{ Body: TradePasswordChangeRequest }>(
    '/v1/auth/password/trade',
    { schema: { body: CHANGE }, ...guarded },
    async (request) => {
      const { account } = current(request);
      const oldPassword = decryptPassword(ctx, request.body.oldPassword);
      const password = newTradePassword(ctx, request.body.newPassword);
      if (!(await verifyPassword(oldPassword, account.trade_password_hash))) throw hint('原交易密码错误');
      if (sameSecret(password, oldPassword)) throw hint(SAME_PASSWORD);
      const hash = await hashPassword(password);
      ctx.db.tx(() =>
        ctx.db.run('UPDATE accounts SET trade_password_hash = ? WHERE id = ?', [hash, account.id]),
      );
      return ok(null, '交易密码修改成功');
    },
  );

  app.post<{ Body: TradePasswordResetRequest }>(
    '/v1/auth/password/trade',
    { schema: { body: RESET }, ...guarded },
    async (request) => {
      const { account } = current(request);
      if (account.kind === '0') throw hint('机构用户暂不支持重置交易密码');
      consumeSmsCode(ctx, account.phone, 'resetTradePassword', request.body.smsCode);
      if (request.body.idNo.toUpperCase() !== account.id_no) throw hint('证件号码与账号信息不符');
      const hash = await hashPassword(newTradePassword(ctx, request.body.newPassword));
      ctx.db.tx(() =>
        ctx.db.run('UPDATE accounts SET trade_password_hash = ? WHERE id = ?', [hash, account.id]),
      );
      return ok(null, '交易密码重置成功');
    },
  );
}
