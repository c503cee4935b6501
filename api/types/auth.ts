/**
 * The authentication calls under /v1/auth: every wire shape is declared once, in the contracts
 * (api/<domain>/contract.ts); these are their static types under the names the code has always used.
 */
export type { HybridPayload } from '../core/contract';
export type {
  GwTokenCheckBody as GwTokenCheckRequest,
  HybridKeyData as HybridKeyResult,
  LoginBody as LoginRequest,
  LoginInfoData as LoginInfo,
  LoginResult,
  LoginType,
  OrgAccountType,
  OrgLoginBody as OrgLoginRequest,
  SecretData as PublicKeyResult,
  SessionRefreshData as SessionRefreshResult,
} from '../auth/contract';
export type {
  CaptchaData as CaptchaChallenge,
  CaptchaVerifyBody as CaptchaVerifyRequest,
  CaptchaVerifyData as CaptchaVerifyResult,
  TextCaptchaData as TextCheckQuestion,
  TextCaptchaVerifyBody as TextCheckAnswer,
} from '../captcha/contract';
export type {
  SmsSendBody as SmsSendRequest,
  SmsType,
  SmsValidateBody as SmsValidateRequest,
} from '../sms/contract';
export type {
  PasswordChangeBody as PasswordChangeRequest,
  PasswordRegisterBody as RegisterPasswordRequest,
  PasswordResetBody as PasswordResetRequest,
  TradePasswordChangeBody as TradePasswordChangeRequest,
  TradePasswordResetBody as TradePasswordResetRequest,
} from '../password/contract';
