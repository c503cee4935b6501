import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { Envelope } from '@/api/core/contract';
import { SmsSendBody, SmsSendData, SmsValidateBody, SmsValidateData } from '@/api/sms/contract';

import { issueDeviceNonce } from '../auth/device-nonces';
import { authenticate } from '../auth/guard';
import { findPendingLogin, finishPendingLogin } from '../auth/pending-login';
import { maskPhone } from '../auth/rules';
import { startSession } from '../auth/sessions';
import { accountById, findOrganisation, findPerson, type AccountRow } from '../auth/store';
import { consumeCaptchaToken } from '../captcha/captcha';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { badRequest, hint, ok } from '../core/http/envelope';
import { NO_ORG_TRADE_RESET, REGISTERED_ONLY, WRONG_ACCOUNT } from '../password/rules';
import { consumeSmsCode, sendSmsCode } from './sms-codes';

const PENDING_GONE = '登录信息已失效，请重新登录';

/** resetPassword has no session: the captcha token and the account named in extras pick the phone. */
function resetPasswordAccount(ctx: Context, body: SmsSendBody): AccountRow {
  consumeCaptchaToken(ctx, body.token);
  const { loginType, account, orgAccountType } = body.extras ?? {};
  if (!account || (loginType !== 'account' && loginType !== 'organization')) {
    throw badRequest('请求参数缺少账号信息');
  }
  const found =
    loginType === 'account'
      ? findPerson(ctx, account)
      : orgAccountType === '0' || orgAccountType === '1'
        ? findOrganisation(ctx, account, orgAccountType)
        : undefined;
  if (!found) throw hint(WRONG_ACCOUNT);
  return found;
}

function recipient(ctx: Context, request: FastifyRequest, body: SmsSendBody): AccountRow {
  const { type } = body;
  if (type === 'login') {
    const pending = findPendingLogin(ctx, request);
    if (!pending) throw hint(PENDING_GONE);
    return accountById(ctx, pending.account_id) as AccountRow;
  }
  if (type === 'resetPassword') return resetPasswordAccount(ctx, body);
  const { account } = authenticate(ctx, request);
  if (type === 'resetTradePassword' && account.kind === '0') throw hint(NO_ORG_TRADE_RESET);
  if (type === 'registerPassword' && account.user_type !== 'Registered') throw hint(REGISTERED_ONLY);
  return account;
}

export function smsRoutes(app: FastifyInstance, ctx: Context): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/v1/auth/sms',
    { schema: { body: SmsSendBody, response: { 200: Envelope(SmsSendData) } } },
    async (request) => {
      const account = recipient(ctx, request, request.body);
      transaction(ctx, () => sendSmsCode(ctx, account.phone, request.body.type));
      return ok(maskPhone(account.phone), `验证码已发送至${maskPhone(account.phone)}，2分钟内有效`);
    },
  );

  api.post(
    '/v1/auth/sms/validate',
    { schema: { body: SmsValidateBody, response: { 200: Envelope(SmsValidateData) } } },
    async (request, reply) => {
      const pending = findPendingLogin(ctx, request);
      if (!pending) throw hint(PENDING_GONE);
      const account = accountById(ctx, pending.account_id) as AccountRow;
      consumeSmsCode(ctx, account.phone, 'login', request.body.code);
      const nonce = transaction(ctx, () => {
        finishPendingLogin(ctx, reply, pending);
        startSession(ctx, reply, account.id, {
          loginType: pending.login_type,
          orgAccountType: pending.org_account_type,
        });
        return issueDeviceNonce(ctx, account.id);
      });
      return ok({
        nonce,
        requiredChangePassword: !!account.must_change_password,
        userType: account.user_type,
      });
    },
  );
}
