import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  PasswordChangeBody,
  PasswordChangeData,
  PasswordRegisterBody,
  PasswordRegisterData,
  PasswordResetBody,
  PasswordResetData,
} from '@/api/password/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { LOGIN_MESSAGES } from '@/shared/messages/login';
import { PASSWORD_MESSAGES } from '@/shared/messages/passwords';

import { clientInfo } from '../auth/client-info';
import { current, requireSession } from '../auth/guard';
import { hybridBody } from '../auth/hybrid-body';
import { assertNotLocked, checkCurrentPassword, clearAllLocks } from '../auth/lockout';
import { decryptPassword, newPassword } from '../auth/password-input';
import { noticePasswordChanged } from '../auth/security-notices';
import { endAllSessions, SESSION_COOKIE } from '../auth/sessions';
import { forgetDeviceNonces } from '../auth/store-tokens';
import { SLIDER_MISSING } from '../captcha/rules';
import type { Context } from '../core/context';
import { sameSecret } from '../core/crypto/passwords';
import { transaction } from '../core/db/database';
import { BusinessError, hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { perAddress } from '../core/http/rate-limit';
import { consumeSmsCode } from '../sms/sms-codes';
import {
  endResetAttempt,
  enforceResetRate,
  findResetAttempt,
  RESET_SUBMIT_PER_ACCOUNT,
  RESET_SUBMIT_PER_IP,
} from './reset-start';
import {
  identityMismatch,
  loginPasswordProblem,
  REGISTER_PROOF_MISSING,
  REGISTERED_ONLY,
  SAME_PASSWORD,
  typedIdentityProblem,
} from './rules';
import { registerLoginPassword, setLoginPassword } from './store';

/** The login password: the change (also the forced one), the reset without a session, the first one. */
export function passwordRoutes(app: FastifyInstance, ctx: Context): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.put(
    '/v1/auth/password',
    enveloped({ body: PasswordChangeBody }, PasswordChangeData, {
      preHandler: requireSession(ctx, { allowMustChange: true }),
    }),
    async (request) => {
      const { account } = current(request);
      assertNotLocked(ctx, account, { ip: request.ip, signedIn: true });
      const oldPassword = decryptPassword(ctx, request.body.oldPassword);
      const password = newPassword(ctx, request.body.newPassword, loginPasswordProblem);
      await checkCurrentPassword(ctx, account, {
        source: { ip: request.ip },
        password: oldPassword,
        hash: account.password_hash,
        wrong: '原登录密码错误',
      });
      if (sameSecret(password, oldPassword)) throw hint(SAME_PASSWORD);
      const hash = await ctx.passwords.hash(password);
      transaction(ctx, () => {
        setLoginPassword(ctx, account.id, hash);
        endAllSessions(ctx, account.id, request.cookies[SESSION_COOKIE] ?? '');
        noticePasswordChanged(ctx, account, clientInfo(request), '修改');
      });
      return ok(null, PASSWORD_MESSAGES.loginChanged);
    },
  );

  // Before a second factor matched, a known and an unknown account answer alike: the attempt the slider-gated
  // SMS send started (400001 without one), then the SMS code (400024 / 400002), only then the ID number.
  api.post(
    '/v1/auth/password',
    enveloped({ body: PasswordResetBody }, PasswordResetData, {
      config: { rateLimit: perAddress(RESET_SUBMIT_PER_IP, { hook: 'onRequest' }) },
      preValidation: hybridBody(ctx),
    }),
    async (request, reply) => {
      const { loginType, orgAccountType, account: typed, smsCode } = request.body;
      const identity = { loginType, orgAccountType, account: typed };
      const problem = typedIdentityProblem(request.body);
      if (problem) throw hint(problem);
      enforceResetRate(ctx, RESET_SUBMIT_PER_ACCOUNT, identity);
      const attempt = findResetAttempt(ctx, request, identity);
      if (!attempt) throw new BusinessError(RESPONSE_STATE.GRAPHIC_CODE_ERROR, SLIDER_MISSING);
      consumeSmsCode(ctx, attempt.subject, 'resetPassword', smsCode);
      const { account } = attempt;
      // An unknown account's code was never sent, so it cannot have matched.
      if (!account) throw new BusinessError(RESPONSE_STATE.SMS_ERROR, LOGIN_MESSAGES.smsWrong);
      const mismatch = identityMismatch(request.body, account);
      if (mismatch) throw hint(mismatch);
      const hash = await ctx.passwords.hash(newPassword(ctx, request.body.newPassword, loginPasswordProblem));
      transaction(ctx, () => {
        setLoginPassword(ctx, account.id, hash);
        clearAllLocks(ctx, account);
        endAllSessions(ctx, account.id);
        // Whoever had the old password and a remembered browser must pass the SMS step again (issue 39).
        forgetDeviceNonces(ctx, account.id);
        noticePasswordChanged(ctx, account, clientInfo(request), '重置');
      });
      endResetAttempt(ctx, request, reply);
      return ok(null, '登录密码已重置，请使用新密码登录');
    },
  );

  api.post(
    '/v1/auth/password/register',
    enveloped({ body: PasswordRegisterBody }, PasswordRegisterData, { preHandler: requireSession(ctx) }),
    async (request) => {
      const { account } = current(request);
      if (account.user_type !== 'Registered') throw hint(REGISTERED_ONLY);
      const { oldPassword, smsCode } = request.body;
      const password = newPassword(ctx, request.body.password, loginPasswordProblem);
      // A hand-over session alone is not the investor: the current password or an SMS to the bound phone is.
      if (oldPassword) {
        await checkCurrentPassword(ctx, account, {
          source: { ip: request.ip },
          password: decryptPassword(ctx, oldPassword),
          hash: account.password_hash,
          wrong: '原登录密码错误',
        });
      } else if (smsCode) {
        consumeSmsCode(ctx, account.phone, 'registerPassword', smsCode);
      } else {
        throw hint(REGISTER_PROOF_MISSING);
      }
      const hash = await ctx.passwords.hash(password);
      registerLoginPassword(ctx, account.id, hash);
      return ok(null, PASSWORD_MESSAGES.loginSet);
    },
  );
}
