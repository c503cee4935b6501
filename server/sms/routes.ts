import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { OrgAccountType } from '@/api/auth/contract';
import { SmsSendBody, SmsSendData, SmsValidateBody, SmsValidateData } from '@/api/sms/contract';

import { clientInfo } from '../auth/client-info';
import { loginOnNewDevice } from '../auth/device-nonces';
import { authenticate } from '../auth/guard';
import { assertPhoneFormat, PHONE_CHANGE_SMS } from '../auth/mobile';
import { findPendingLogin, finishPendingLogin } from '../auth/pending-login';
import { maskPhone } from '../auth/rules';
import { accountById, type AccountRow } from '../auth/store';
import { consumeCaptchaToken } from '../captcha/captcha';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { clientKey } from '../core/http/client-key';
import { badRequest, hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { enforceRate } from '../core/http/rate-limit';
import {
  enforceResetRate,
  RESET_SMS_PER_ACCOUNT,
  RESET_SMS_PER_IP,
  resetSubject,
  resetTarget,
  startResetAttempt,
  type ResetIdentity,
} from '../password/reset-start';
import { NO_ORG_TRADE_RESET, REGISTERED_ONLY, RESET_SMS_SENT } from '../password/rules';
import { consumeSmsCode, sendSmsCode } from './sms-codes';

const PENDING_GONE = '登录信息已失效，请重新登录';

/** The account as typed on the reset's identity step (extras): refused only when it is malformed. */
function resetIdentity(body: SmsSendBody): ResetIdentity {
  const { loginType, account, orgAccountType } = body.extras ?? {};
  const orgTypeOk = orgAccountType === '0' || orgAccountType === '1';
  if (
    !account ||
    account.length > 32 ||
    !(loginType === 'account' || (loginType === 'organization' && orgTypeOk))
  ) {
    throw badRequest('请求参数缺少账号信息');
  }
  return loginType === 'account'
    ? { loginType, account }
    : { loginType, account, orgAccountType: orgAccountType as OrgAccountType };
}

/**
 * resetPassword has no session: the slider token and the account named in extras pick the phone. Known and
 * unknown accounts answer the same bytes (no masked phone: the caller has proven nothing yet).
 */
function sendResetSms(ctx: Context, request: FastifyRequest, reply: FastifyReply, body: SmsSendBody) {
  const identity = resetIdentity(body);
  enforceRate(ctx, RESET_SMS_PER_IP, clientKey(request.ip));
  enforceResetRate(ctx, RESET_SMS_PER_ACCOUNT, identity);
  consumeCaptchaToken(ctx, body.token);
  const account = resetTarget(ctx, identity);
  const subject = resetSubject(ctx, identity, account);
  transaction(ctx, () => sendSmsCode(ctx, subject, 'resetPassword', { deliver: account !== undefined }));
  startResetAttempt(ctx, reply, identity, { subject, accountId: account?.id ?? null });
  return ok(null, RESET_SMS_SENT);
}

function recipient(ctx: Context, request: FastifyRequest, body: SmsSendBody): AccountRow {
  const { type } = body;
  if (type === 'login') {
    const pending = findPendingLogin(ctx, request);
    if (!pending) throw hint(PENDING_GONE);
    return accountById(ctx, pending.account_id) as AccountRow;
  }
  const { account } = authenticate(ctx, request);
  if (type === 'resetTradePassword' && account.kind === '0') throw hint(NO_ORG_TRADE_RESET);
  if (type === 'registerPassword' && account.user_type !== 'Registered') throw hint(REGISTERED_ONLY);
  return account;
}

export function smsRoutes(app: FastifyInstance, ctx: Context): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post('/v1/auth/sms', enveloped({ body: SmsSendBody }, SmsSendData), async (request, reply) => {
    if (request.body.type === 'resetPassword') return sendResetSms(ctx, request, reply, request.body);
    const account = recipient(ctx, request, request.body);
    // A phone change's second code goes to the new phone (400020 when malformed or the bound one). Whether
    // it is taken is told only after both codes matched (POST /v1/auth/mobile): a taken one answers alike.
    if (request.body.type === 'mobileNew') enforceRate(ctx, PHONE_CHANGE_SMS, String(account.id));
    const phone =
      request.body.type === 'mobileNew'
        ? assertPhoneFormat(account.phone, request.body.extras?.phone)
        : account.phone;
    transaction(ctx, () => sendSmsCode(ctx, phone, request.body.type));
    return ok(maskPhone(phone), `验证码已发送至${maskPhone(phone)}，2分钟内有效`);
  });

  api.post(
    '/v1/auth/sms/validate',
    enveloped({ body: SmsValidateBody }, SmsValidateData),
    async (request, reply) => {
      const pending = findPendingLogin(ctx, request);
      if (!pending) throw hint(PENDING_GONE);
      const account = accountById(ctx, pending.account_id) as AccountRow;
      consumeSmsCode(ctx, account.phone, 'login', request.body.code);
      const start = {
        loginType: pending.login_type,
        orgAccountType: pending.org_account_type,
        client: clientInfo(request),
      };
      const nonce = transaction(ctx, () => {
        finishPendingLogin(ctx, reply, pending);
        return loginOnNewDevice(ctx, reply, account, start);
      });
      return ok({
        nonce,
        requiredChangePassword: !!account.must_change_password,
        userType: account.user_type,
      });
    },
  );
}
