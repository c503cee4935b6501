/**
 * The password calls. POST /v1/auth/password and PUT/POST /v1/auth/password/trade also accept the hybrid
 * payload (core HybridPayload) instead of the plain body: the back office decodes it, then validates the
 * plain body against the schema here. Passwords are RSA-encrypted (see auth/contract.ts).
 */
import { Type, type Static } from '@sinclair/typebox';

import { LoginAccount, LoginType, OrgAccountType } from '../auth/contract';
import { Encrypted, NoData, object, OtherCertificateType, SmsCode, str } from '../core/contract';

/** 修改登录密码 PUT /v1/auth/password (the only call allowed while 401001). */
export const PasswordChangeBody = object({ oldPassword: Encrypted, newPassword: Encrypted });
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;
/** 修改登录密码 PUT /v1/auth/password */
export const PasswordChangeData = NoData;
export type PasswordChangeData = Static<typeof PasswordChangeData>;

/**
 * 重置登录密码 POST /v1/auth/password, after an SMS of type resetPassword. idNo: a person's ID number or an
 * organisation's certificate number (unified social credit code). A person verified with another document
 * (the other-certificate form: passport, permits, residence cards) adds its idType and the name; account is
 * then that document's number.
 */
export const PasswordResetBody = object({
  loginType: LoginType,
  orgAccountType: Type.Optional(OrgAccountType),
  account: LoginAccount,
  idNo: str(50),
  idType: Type.Optional(OtherCertificateType),
  name: Type.Optional(str(50)),
  smsCode: SmsCode,
  newPassword: Encrypted,
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;
/** 重置登录密码 POST /v1/auth/password */
export const PasswordResetData = NoData;
export type PasswordResetData = Static<typeof PasswordResetData>;

/**
 * 注册用户设置登录密码 POST /v1/auth/password/register, with proof that the caller is the investor: the current
 * login password (oldPassword, RSA-encrypted) or the code of an SMS of type registerPassword.
 */
export const PasswordRegisterBody = object({
  password: Encrypted,
  oldPassword: Type.Optional(Encrypted),
  smsCode: Type.Optional(SmsCode),
});
export type PasswordRegisterBody = Static<typeof PasswordRegisterBody>;
/** 注册用户设置登录密码 POST /v1/auth/password/register */
export const PasswordRegisterData = NoData;
export type PasswordRegisterData = Static<typeof PasswordRegisterData>;

/** 修改交易密码 PUT /v1/auth/password/trade (both encrypted, 6 digits). */
export const TradePasswordChangeBody = object({ oldPassword: Encrypted, newPassword: Encrypted });
export type TradePasswordChangeBody = Static<typeof TradePasswordChangeBody>;
/** 修改交易密码 PUT /v1/auth/password/trade */
export const TradePasswordChangeData = NoData;
export type TradePasswordChangeData = Static<typeof TradePasswordChangeData>;

/** 重置交易密码 POST /v1/auth/password/trade: natural persons only, after an SMS of type resetTradePassword. */
export const TradePasswordResetBody = object({ idNo: str(50), smsCode: SmsCode, newPassword: Encrypted });
export type TradePasswordResetBody = Static<typeof TradePasswordResetBody>;
/** 重置交易密码 POST /v1/auth/password/trade */
export const TradePasswordResetData = NoData;
export type TradePasswordResetData = Static<typeof TradePasswordResetData>;
