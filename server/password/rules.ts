export const BAD_LOGIN_PASSWORD = '请输入6-20位字母和数字组合的密码';
export const SAME_PASSWORD = '新密码不能与原密码相同';
import { ID_CARD_CERTIFICATE_TYPE } from '@/shared/enums';
import { PASSWORD_MESSAGES } from '@/shared/messages/passwords';
import { otherCertificateProblem, sameCertificateName } from '@/shared/validation/other-certificate';

import type { AccountRow } from '../auth/store';

export const WRONG_ID_NO = '证件号码与账号信息不符';
export const WRONG_ID_TYPE = '证件类型与开户时登记的证件不符';
export const WRONG_NAME = '姓名与开户时登记的姓名不符';
export const NOT_ID_CARD = '您开户时登记的证件不是居民身份证，请使用其他证件验证';
export const ORG_NO_OTHER_CERTIFICATE = '机构找回登录密码请填写机构证件号码';
export const NO_ORG_TRADE_RESET = PASSWORD_MESSAGES.noOrgTradeReset;
/** The reset's SMS answer, the same whether the account exists or not (no masked phone). */
export const RESET_SMS_SENT = '如账号信息无误，验证码已发送至该账号登记的手机，2分钟内有效';
export const REGISTERED_ONLY = '仅注册用户需要设置登录密码';
export const REGISTER_PROOF_MISSING = '请先验证原登录密码或短信验证码';

/** Login password: 6–20 letters and digits, not only digits and not only letters (spec §5). */
export function isValidLoginPassword(password: string): boolean {
  return /^[A-Za-z0-9]{6,20}$/.test(password) && /[A-Za-z]/.test(password) && /[0-9]/.test(password);
}

/** Login password: what is wrong with it, or null. */
export function loginPasswordProblem(password: string): string | null {
  return isValidLoginPassword(password) ? null : BAD_LOGIN_PASSWORD;
}

/** Trade password: 6 digits, not ascending, descending or all the same (spec §5). */
export function tradePasswordProblem(password: string): string | null {
  if (!/^\d{6}$/.test(password)) return '请输入6位数字密码';
  const digits = [...password].map(Number);
  const steps = digits.slice(1).map((d, i) => d - digits[i]);
  if (steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1)) {
    return '密码过于简单';
  }
  return null;
}

/** The ID number typed on a reset form matches the account's (x or X). */
export function sameIdNo(typed: string, idNo: string): boolean {
  return typed.toUpperCase() === idNo;
}

/** What the reset's identity step sent: the ID-card path (no idType) or the other-certificate form's fields. */
export interface TypedIdentity {
  loginType: 'account' | 'organization';
  idNo: string;
  idType?: string;
  name?: string;
}

/** The other-certificate fields checked as the form checks them, before anything is looked up. */
export function typedIdentityProblem(typed: TypedIdentity): string | null {
  if (typed.idType === undefined && typed.name === undefined) return null;
  if (typed.loginType === 'organization') return ORG_NO_OTHER_CERTIFICATE;
  return otherCertificateProblem({ name: typed.name ?? '', idType: typed.idType ?? '', idNo: typed.idNo });
}

/**
 * The identity typed is the one on file: the number, then the kind of document (an ID card through the ID-card
 * path, any other through the other-certificate form, whose type must be the one on file), then that form's name.
 */
export function identityMismatch(typed: TypedIdentity, account: AccountRow): string | null {
  if (!sameIdNo(typed.idNo.trim(), account.id_no)) return WRONG_ID_NO;
  if (typed.loginType === 'organization') return null;
  if (typed.idType === undefined) return account.id_type === ID_CARD_CERTIFICATE_TYPE ? null : NOT_ID_CARD;
  if (typed.idType !== account.id_type) return WRONG_ID_TYPE;
  return sameCertificateName(typed.name ?? '', account.name) ? null : WRONG_NAME;
}
