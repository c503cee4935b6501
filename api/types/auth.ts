/**
 * Contract of the authentication calls under /v1/auth (identity-login-shared.md §4, §7).
 * Every password field is the base64 of an RSA-OAEP-SHA256 ciphertext made with the PEM key of
 * GET /v1/auth/secret (PKCS#1 v1.5 only when the back office runs with PORTAL_RSA_PADDING=pkcs1).
 */

/** Which back office user kind; anything but 'Registered' is a direct-sales investor. */
export type UserType = 'Registered' | 'Direct';
export type LoginType = 'account' | 'organization';
/** Organisation login account: '1' fund (TA) account, '0' fund trade account. */
export type OrgAccountType = '0' | '1';
/** Login channel of the person login page: Trade = '1', GuanWang = '2'. */
export type LoginChannel = '1' | '2';

/** GET /v1/auth/secret */
export interface PublicKeyResult {
  /** SPKI public key, PEM text ("-----BEGIN PUBLIC KEY-----"), RSA ≥ 2048 bits. */
  publicKey: string;
}

/** GET /v1/auth/amWeb/rsa: material for the hybrid RSA + AES scheme. */
export interface HybridKeyResult {
  /** RSA modulus, lowercase hex. */
  modulus: string;
  /** RSA public exponent, lowercase hex (e.g. '10001'). */
  publicExponent: string;
  /** Single-use id, valid 300 s, to send back in HybridPayload.waitId. */
  waitId: string;
}

/**
 * A body sent with the hybrid scheme instead of the plain JSON body (accepted on POST /v1/auth/password,
 * PUT and POST /v1/auth/password/trade). key: base64 of the RSA-encrypted (same padding as passwords) random
 * 32-byte AES-256 key; data: base64 of iv (12 bytes) ‖ AES-256-GCM ciphertext ‖ tag (16 bytes) of the UTF-8
 * JSON of the plain body, no additional data. The plain body keeps its password fields RSA-encrypted.
 */
export interface HybridPayload {
  key: string;
  waitId: string;
  data: string;
}

/** GET /v1/auth/captcha: a slider puzzle challenge. */
export interface CaptchaChallenge {
  id: string;
  /** data:image/png;base64 background with the hole, 690 px wide (2x; shown at 345 px). */
  background: string;
  /** data:image/png;base64 puzzle piece with transparency, same 2x scale. */
  slider: string;
  /** Top of the piece in 1x pixels from the top of the background. */
  y: number;
}

/** POST /v1/auth/captcha */
export interface CaptchaVerifyRequest {
  id: string;
  /** Rounded drag distance in 1x pixels (345 px basis); ±4 px accepted. */
  code: number;
  /** How long the drag took, ms; under 100 is refused. */
  slideMs: number;
}

/** POST /v1/auth/captcha success; failure is state 400001 message 滑块验证码错误. */
export interface CaptchaVerifyResult {
  /** One-use captcha token (valid 120 s) for the login `code` or the SMS `token`. */
  token: string;
}

/** POST /v1/auth/login (person: ID number or phone). */
export interface LoginRequest {
  account: string;
  /** RSA-encrypted password. */
  password: string;
  /** The captcha token of POST /v1/auth/captcha. */
  code: string;
  /** The device nonce stored for this account; a valid one skips the SMS step. */
  nonce?: string;
  /** Second encrypted form (official-website channel); accepted, not needed by this back office. */
  officialPassword?: string;
}

/** POST /v1/auth/login/org */
export interface OrgLoginRequest {
  account: string;
  password: string;
  code: string;
  nonce?: string;
  type: OrgAccountType;
}

/**
 * Login success. data is null (state still 200000) when the SMS step is needed: an HttpOnly pending-login
 * cookie is then set and the portal continues with POST /v1/auth/sms {type:'login'} and /sms/validate.
 */
export interface LoginResult {
  nonce: string;
  requiredChangePassword: boolean;
  userType: UserType;
}

export type SmsType = 'login' | 'resetPassword' | 'resetTradePassword' | 'general';

/**
 * POST /v1/auth/sms; data: the masked phone ('138****0001').
 * - login: needs the pending-login cookie of a login that answered data null.
 * - resetPassword (no session): token = a captcha token, extras = { loginType, account, orgAccountType? }.
 * - resetTradePassword, general: need a session; sent to the session account's phone.
 */
export interface SmsSendRequest {
  type: SmsType;
  token?: string;
  extras?: Record<string, string>;
}

/** POST /v1/auth/sms/validate: 400002 wrong code, 400024 expired or superseded. */
export interface SmsValidateRequest {
  code: string;
}

/** GET /v1/auth/login/info */
export interface LoginInfo {
  /** The previous login before the current session, ISO 8601 UTC, or null for a first login. */
  lastLoginTime: string | null;
  loginType: LoginType;
  orgAccountType?: OrgAccountType;
}

/** POST /v1/auth/registered/auto/login (consignment channel hand-over). */
export interface AutoLoginRequest {
  token: string;
}

/** PUT /v1/auth/password (both encrypted); the only call allowed while 401001. */
export interface PasswordChangeRequest {
  oldPassword: string;
  newPassword: string;
}

/** POST /v1/auth/password: forgotten login password, after an SMS of type resetPassword. */
export interface PasswordResetRequest {
  loginType: LoginType;
  orgAccountType?: OrgAccountType;
  account: string;
  /** Person: the ID number; organisation: its certificate number (unified social credit code). */
  idNo: string;
  smsCode: string;
  /** Encrypted. */
  newPassword: string;
}

/** POST /v1/auth/password/register (encrypted): a Registered user sets a login password. */
export interface RegisterPasswordRequest {
  password: string;
}

/** PUT /v1/auth/password/trade (both encrypted, 6 digits). */
export interface TradePasswordChangeRequest {
  oldPassword: string;
  newPassword: string;
}

/** POST /v1/auth/password/trade: reset, natural persons only, after an SMS of type resetTradePassword. */
export interface TradePasswordResetRequest {
  idNo: string;
  smsCode: string;
  /** Encrypted, 6 digits. */
  newPassword: string;
}

/** POST /v1/auth/gwtoken/check; data boolean, true also starts the adviser's session. */
export interface GwTokenCheckRequest {
  token: string;
}
