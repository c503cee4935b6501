import type { FastifyInstance } from 'fastify';

import type { PasswordChangeRequest, PasswordResetRequest, RegisterPasswordRequest } from '@/api/types';

import { findOrganisation, findPerson, type AccountRow } from '../auth/accounts';
import { current, requireSession } from '../auth/guard';
import { clearWrongPasswords } from '../auth/lockout';
import { decryptPassword } from '../auth/password-input';
import { endAllSessions, SESSION_COOKIE } from '../auth/sessions';
import type { Context } from '../context';
import { hashPassword, isValidLoginPassword, sameSecret, verifyPassword } from '../crypto/passwords';
import { hashToken } from '../crypto/random';
import { hint, ok } from '../http/envelope';
import { hybridBody } from '../http/hybrid-body';
import { encrypted, object, str } from '../http/schemas';
import { consumeSmsCode } from '../sms/sms-codes';

const CHANGE = object({ oldPassword: encrypted, newPassword: encrypted });
const RESET = object(
  {
    loginType: { enum: ['account', 'organization'] },
    orgAccountType: { enum: ['0', '1'] },
    account: str(32, { pattern: '^[0-9A-Za-z]+$' }),
    idNo: str(50),
    smsCode: str(6, { pattern: '^[0-9]{6}$' }),
    newPassword: encrypted,
  },
  ['loginType', 'account', 'idNo', 'smsCode', 'newPassword'],
);
const REGISTER = object({ password: encrypted });
export const BAD_LOGIN_PASSWORD = '请输入6-20位字母和数字组合的密码';
export const SAME_PASSWORD = '新密码不能与原密码相同';

function newLoginPassword(ctx: Context, encryptedPassword: string): string {
  const password = decryptPassword(ctx, encryptedPassword);
  if (!isValidLoginPassword(password)) throw hint(BAD_LOGIN_PASSWORD);
  return password;
}

function resetTarget(ctx: Context, body: PasswordResetRequest): AccountRow | undefined {
  if (body.loginType === 'account') return findPerson(ctx, body.account);
  return body.orgAccountType ? findOrganisation(ctx, body.account, body.orgAccountType) : undefined;
}

export function authPasswordRoutes(app: FastifyInstance, ctx: Context): void {
  app.put<{ Body: PasswordChangeRequest }>(
    '/v1/auth/password',
    { schema: { body: CHANGE }, preHandler: requireSession(ctx, { allowMustChange: true }) },
    async (request) => {
      const { account } = current(request);
      const oldPassword = decryptPassword(ctx, request.body.oldPassword);
      const password = newLoginPassword(ctx, request.body.newPassword);
      if (!(await verifyPassword(oldPassword, account.password_hash))) throw hint('原登录密码错误');
      if (sameSecret(password, oldPassword)) throw hint(SAME_PASSWORD);
      const hash = await hashPassword(password);
      const keep = hashToken(request.cookies[SESSION_COOKIE] ?? '');
      ctx.db.tx(() => {
        ctx.db.run('UPDATE accounts SET password_hash = ?, must_change_password = 0 WHERE id = ?', [
          hash,
          account.id,
        ]);
        endAllSessions(ctx, account.id, keep);
      });
      return ok(null, '登录密码修改成功');
    },
  );

  app.post<{ Body: PasswordResetRequest }>(
    '/v1/auth/password',
    { schema: { body: RESET }, preValidation: hybridBody(ctx) },
    async (request) => {
      const account = resetTarget(ctx, request.body);
      if (!account) throw hint('账号信息有误，请核对后重试');
      consumeSmsCode(ctx, account.phone, 'resetPassword', request.body.smsCode);
      if (request.body.idNo.toUpperCase() !== account.id_no) throw hint('证件号码与账号信息不符');
      const hash = await hashPassword(newLoginPassword(ctx, request.body.newPassword));
      ctx.db.tx(() => {
        ctx.db.run('UPDATE accounts SET password_hash = ?, must_change_password = 0 WHERE id = ?', [
          hash,
          account.id,
        ]);
        clearWrongPasswords(ctx, account.id);
        endAllSessions(ctx, account.id);
      });
      return ok(null, '登录密码已重置，请使用新密码登录');
    },
  );

  app.post<{ Body: RegisterPasswordRequest }>(
    '/v1/auth/password/register',
    { schema: { body: REGISTER }, preHandler: requireSession(ctx) },
    async (request) => {
      const { account } = current(request);
      if (account.user_type !== 'Registered') throw hint('仅注册用户需要设置登录密码');
      const hash = await hashPassword(newLoginPassword(ctx, request.body.password));
      ctx.db.tx(() => ctx.db.run('UPDATE accounts SET password_hash = ? WHERE id = ?', [hash, account.id]));
      return ok(null, '登录密码设置成功');
    },
  );
}
