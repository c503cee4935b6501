import { Type, type Static } from '@sinclair/typebox';

import { LoginResult } from '../auth/contract';
import { Enum, object, SmsCode, Token } from '../core/contract';

/**
 * registerPassword: the proof a Registered user gives to set a login password (needs a session). twoFactor:
 * POST /v1/auth/2fa; mobileOld to the bound phone and mobileNew to extras.phone: POST /v1/auth/mobile.
 */
export const SmsType = Enum([
  'login',
  'resetPassword',
  'resetTradePassword',
  'registerPassword',
  'general',
  'twoFactor',
  'mobileOld',
  'mobileNew',
]);
export type SmsType = Static<typeof SmsType>;

/**
 * 发送短信验证码 POST /v1/auth/sms. login: needs the pending-login cookie; resetPassword (no session):
 * token = a captcha token, extras = {loginType, account, orgAccountType?}; the others need a session.
 */
export const SmsSendBody = object({
  type: SmsType,
  token: Type.Optional(Token),
  extras: Type.Optional(
    Type.Record(Type.String({ pattern: '^[A-Za-z]{1,32}$' }), Type.String({ maxLength: 64 }), {
      maxProperties: 5,
      additionalProperties: false,
    }),
  ),
});
export type SmsSendBody = Static<typeof SmsSendBody>;
/**
 * 发送短信验证码 POST /v1/auth/sms: the masked phone ('138****0001'); null for resetPassword, whose caller has
 * proven nothing yet (the message then says the code went to the account's phone if the account is right).
 */
export const SmsSendData = Type.Union([Type.String(), Type.Null()]);
export type SmsSendData = Static<typeof SmsSendData>;

/** 短信验证码登录 POST /v1/auth/sms/validate: 400002 wrong code, 400024 expired or superseded. */
export const SmsValidateBody = object({ code: SmsCode });
export type SmsValidateBody = Static<typeof SmsValidateBody>;
/** 短信验证码登录 POST /v1/auth/sms/validate */
export const SmsValidateData = LoginResult;
export type SmsValidateData = Static<typeof SmsValidateData>;
