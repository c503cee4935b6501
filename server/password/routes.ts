import type { FastifyInstance } from 'fastify';

import type { PasswordChangeRequest, PasswordResetRequest, RegisterPasswordRequest } from '@/api/types';

import { current, requireSession } from '../auth/guard';
import { hybridBody } from '../auth/hybrid-body';
import { decryptPassword } from '../auth/password-input';
import { endAllSessions, SESSION_COOKIE } from '../auth/sessions';
import { clearLoginFailures, findOrganisation, findPerson, type AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { hashPassword, sameSecret, verifyPassword } from '../core/crypto/passwords';
import { transaction } from '../core/db/database';
import { hint, ok } from '../core/http/envelope';
import { encrypted, object, str } from '../core/http/schemas';
import { consumeSmsCode } from '../sms/sms-codes';
import {
  BAD_LOGIN_PASSWORD,
  isValidLoginPassword,
  SAME_PASSWORD,
  sameIdNo,
  WRONG_ACCOUNT,
  WRONG_ID_NO,
} from './rules';
import { registerLoginPassword, setLoginPassword } from './store';

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

function newLoginPassword(ctx: Context, encryptedPassword: string): string {
  const password = decryptPassword(ctx, encryptedPassword);
  if (!isValidLoginPassword(password)) throw hint(BAD_LOGIN_PASSWORD);
  return password;
}

function resetTarget(ctx: Context, body: PasswordResetRequest): AccountRow | undefined {
  if (body.loginType === 'account') return findPerson(ctx, body.account);
  return body.orgAccountType ? findOrganisation(ctx, body.account, body.orgAccountType) : undefined;
}

/** The login password: the change (also the forced one), the reset without a session, the first one. */
export function passwordRoutes(app: FastifyInstance, ctx: Context): void {
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
      transaction(ctx, () => {
        setLoginPassword(ctx, account.id, hash);
        endAllSessions(ctx, account.id, request.cookies[SESSION_COOKIE] ?? '');
      });
      return ok(null, '登录密码修改成功');
    },
  );

  app.post<{ Body: PasswordResetRequest }>(
    '/v1/auth/password',
    { schema: { body: RESET }, preValidation: hybridBody(ctx) },
    async (request) => {
      const account = resetTarget(ctx, request.body);
      if (!account) throw hint(WRONG_ACCOUNT);
      consumeSmsCode(ctx, account.phone, 'resetPassword', request.body.smsCode);
      if (!sameIdNo(request.body.idNo, account.id_no)) throw hint(WRONG_ID_NO);
      const hash = await hashPassword(newLoginPassword(ctx, request.body.newPassword));
      transaction(ctx, () => {
        setLoginPassword(ctx, account.id, hash);
        clearLoginFailures(ctx, account.id);
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
      registerLoginPassword(ctx, account.id, hash);
      return ok(null, '登录密码设置成功');
    },
  );
}
