import { Type, type Static } from '@sinclair/typebox';

import { Day, EmptyBody, object, SmsCode, str, Token } from '../core/contract';

/**
 * 二次验证 POST /v1/auth/2fa: the code of an SMS of type twoFactor sent to the bound phone. The answer is a
 * one-use ticket (10 minutes) that a sensitive change (an identity-document application, unbinding a card)
 * carries.
 */
export const TwoFactorBody = object({ code: SmsCode });
export type TwoFactorBody = Static<typeof TwoFactorBody>;
/** 二次验证 POST /v1/auth/2fa */
export const TwoFactorData = object({ ticket: Token });
export type TwoFactorData = Static<typeof TwoFactorData>;

/**
 * 修改手机号码 POST /v1/auth/mobile: the code sent to the bound phone (type mobileOld: 400017 expired, 400022
 * wrong) and the code sent to the new phone (type mobileNew with extras.phone: 400019 expired, 400023 wrong).
 * A malformed or unchanged phone is 400020; a phone of another account 400021, told only after both codes
 * matched.
 */
export const MobileBody = object({
  oldCode: SmsCode,
  phone: str(11, { pattern: '^1[3-9][0-9]{9}$' }),
  newCode: SmsCode,
});
export type MobileBody = Static<typeof MobileBody>;
/** 修改手机号码 POST /v1/auth/mobile: the new phone, masked. */
export const MobileData = Type.String();
export type MobileData = Static<typeof MobileData>;

/** 证件有效期 POST /v1/auth/certificate */
export const CertificateBody = EmptyBody;
export type CertificateBody = Static<typeof CertificateBody>;
/** 证件有效期 POST /v1/auth/certificate: the document's end date (99991231 long term), days left. */
export const CertificateData = object({
  endDate: Type.Union([Day, Type.Null()]),
  expired: Type.Boolean(),
  /** Days from today (Shanghai) through the end date; null for a long-term or unknown document. */
  daysLeft: Type.Union([Type.Integer(), Type.Null()]),
});
export type CertificateData = Static<typeof CertificateData>;
