import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { Envelope } from '@/api/core/contract';
import {
  PasswordChangeBody,
  PasswordChangeData,
  PasswordRegisterBody,
  PasswordRegisterData,
  PasswordResetBody,
  PasswordResetData,
} from '@/api/password/contract';

import { current, requireSession } from '../auth/guard';
import { hybridBody } from '../auth/hybrid-body';
import { assertNotLocked, checkCurrentPassword } from '../auth/lockout';
import { decryptPassword } from '../auth/password-input';
import { endAllSessions, SESSION_COOKIE } from '../auth/sessions';
import { clearLoginFailures, findOrganisation, findPerson, type AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { hashPassword, sameSecret } from '../core/crypto/passwords';
import { transaction } from '../core/db/database';
import { hint, ok } from '../core/http/envelope';
import { consumeSmsCode } from '../sms/sms-codes';
import {
  BAD_LOGIN_PASSWORD,
  isValidLoginPassword,
  REGISTER_PROOF_MISSING,
  REGISTERED_ONLY,
  SAME_PASSWORD,
  sameIdNo,
  WRONG_ACCOUNT,
  WRONG_ID_NO,
} from './rules';
import { registerLoginPassword, setLoginPassword } from './store';

function newLoginPassword(ctx: Context, encryptedPassword: string): string {
  const password = decryptPassword(ctx, encryptedPassword);
  if (!isValidLoginPassword(password)) throw hint(BAD_LOGIN_PASSWORD);
  return password;
}

function resetTarget(ctx: Context, body: PasswordResetBody): AccountRow | undefined {
  if (body.loginType === 'account') return findPerson(ctx, body.account);
  return body.orgAccountType ? findOrganisation(ctx, body.account, body.orgAccountType) : undefined;
}

/** The login password: the change (also the forced one), the reset without a session, the first one. */
export function passwordRoutes(app: FastifyInstance, ctx: Context): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.put(
    '/v1/auth/password',
    {
      schema: { body: PasswordChangeBody, response: { 200: Envelope(PasswordChangeData) } },
      preHandler: requireSession(ctx, { allowMustChange: true }),
    },
    async (request) => {
      const { account } = current(request);
      assertNotLocked(ctx, account);
      const oldPassword = decryptPassword(ctx, request.body.oldPassword);
      const password = newLoginPassword(ctx, request.body.newPassword);
      await checkCurrentPassword(ctx, account, {
        password: oldPassword,
        hash: account.password_hash,
        wrong: '原登录密码错误',
        clearsCount: true,
      });
      if (sameSecret(password, oldPassword)) throw hint(SAME_PASSWORD);
      const hash = await hashPassword(password);
      transaction(ctx, () => {
        setLoginPassword(ctx, account.id, hash);
        endAllSessions(ctx, account.id, request.cookies[SESSION_COOKIE] ?? '');
      });
      return ok(null, '登录密码修改成功');
    },
  );

  api.post(
    '/v1/auth/password',
    {
      schema: { body: PasswordResetBody, response: { 200: Envelope(PasswordResetData) } },
      preValidation: hybridBody(ctx),
    },
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

  api.post(
    '/v1/auth/password/register',
    {
      schema: { body: PasswordRegisterBody, response: { 200: Envelope(PasswordRegisterData) } },
      preHandler: requireSession(ctx),
    },
    async (request) => {
      const { account } = current(request);
      if (account.user_type !== 'Registered') throw hint(REGISTERED_ONLY);
      const { oldPassword, smsCode } = request.body;
      const password = newLoginPassword(ctx, request.body.password);
      // A hand-over session alone is not the investor: the current password or an SMS to the bound phone is.
      if (oldPassword) {
        await checkCurrentPassword(ctx, account, {
          password: decryptPassword(ctx, oldPassword),
          hash: account.password_hash,
          wrong: '原登录密码错误',
          clearsCount: true,
        });
      } else if (smsCode) {
        consumeSmsCode(ctx, account.phone, 'registerPassword', smsCode);
      } else {
        throw hint(REGISTER_PROOF_MISSING);
      }
      const hash = await hashPassword(password);
      registerLoginPassword(ctx, account.id, hash);
      return ok(null, '登录密码设置成功');
    },
  );
}
