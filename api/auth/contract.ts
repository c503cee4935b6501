/**
 * Contract of the authentication calls under /v1/auth (identity-login-shared.md §4, §7). Every password
 * field is the base64 of an RSA-OAEP-SHA256 ciphertext made with the PEM key of GET /v1/auth/secret
 * (PKCS#1 v1.5 only when the back office runs with PORTAL_RSA_PADDING=pkcs1).
 */
import { Type, type Static } from '@sinclair/typebox';

import {
  Day,
  EmptyBody,
  EmptyQuery,
  Encrypted,
  Enum,
  NoData,
  object,
  str,
  StringEnum,
  Token,
} from '../core/contract';

/** Which back office user kind; anything but 'Registered' is a direct-sales investor. */
export const UserType = Enum(['Registered', 'Direct']);
export type UserType = Static<typeof UserType>;
export const LoginType = Enum(['account', 'organization']);
export type LoginType = Static<typeof LoginType>;
/** Organisation login account: '1' fund (TA) account, '0' fund trade account. */
export const OrgAccountType = Enum(['0', '1']);
export type OrgAccountType = Static<typeof OrgAccountType>;
/** A login account: ID number, phone, or an organisation's account; letters and digits only. */
export const LoginAccount = str(32, { pattern: '^[0-9A-Za-z]+$' });

/** 密码加密公钥 GET /v1/auth/secret */
export const SecretQuery = EmptyQuery;
export type SecretQuery = Static<typeof SecretQuery>;
/** 密码加密公钥 GET /v1/auth/secret: SPKI public key, PEM text ("-----BEGIN PUBLIC KEY-----"), RSA ≥ 2048. */
export const SecretData = object({ publicKey: Type.String({ minLength: 1 }) });
export type SecretData = Static<typeof SecretData>;

/** 混合加密密钥 GET /v1/auth/amWeb/rsa */
export const HybridKeyQuery = EmptyQuery;
export type HybridKeyQuery = Static<typeof HybridKeyQuery>;
/** 混合加密密钥 GET /v1/auth/amWeb/rsa: modulus and exponent in lowercase hex, waitId single-use for 300 s. */
export const HybridKeyData = object({
  modulus: Type.String({ pattern: '^[0-9a-f]+$' }),
  publicExponent: Type.String({ pattern: '^[0-9a-f]+$' }),
  waitId: Type.String({ minLength: 1 }),
});
export type HybridKeyData = Static<typeof HybridKeyData>;

/** 登录 POST /v1/auth/login (person: ID number or phone; code: the captcha token; nonce skips the SMS). */
export const LoginBody = object({
  account: LoginAccount,
  password: Encrypted,
  code: Token,
  nonce: Type.Optional(Token),
  /** Second encrypted form (official-website channel); accepted, not needed by this back office. */
  officialPassword: Type.Optional(Encrypted),
});
export type LoginBody = Static<typeof LoginBody>;

/** A finished login (also the data of the SMS validation and the registered auto-login). */
export const LoginResult = object({
  nonce: Token,
  requiredChangePassword: Type.Boolean(),
  userType: UserType,
});
export type LoginResult = Static<typeof LoginResult>;

/**
 * 登录 POST /v1/auth/login: null (state still 200000) when the SMS step is needed: an HttpOnly
 * pending-login cookie is then set and the portal goes on with POST /v1/auth/sms {type:'login'}.
 */
export const LoginData = Type.Union([LoginResult, Type.Null()]);
export type LoginData = Static<typeof LoginData>;

/** 机构登录 POST /v1/auth/login/org */
export const OrgLoginBody = object({
  account: LoginAccount,
  password: Encrypted,
  code: Token,
  nonce: Type.Optional(Token),
  type: OrgAccountType,
});
export type OrgLoginBody = Static<typeof OrgLoginBody>;
/** 机构登录 POST /v1/auth/login/org */
export const OrgLoginData = LoginData;
export type OrgLoginData = Static<typeof OrgLoginData>;

/** 退出登录 POST /v1/auth/logout */
export const LogoutBody = EmptyBody;
export type LogoutBody = Static<typeof LogoutBody>;
/** 退出登录 POST /v1/auth/logout */
export const LogoutData = NoData;
export type LogoutData = Static<typeof LogoutData>;

/** 继续登录 POST /v1/auth/session/refresh */
export const SessionRefreshBody = EmptyBody;
export type SessionRefreshBody = Static<typeof SessionRefreshBody>;
/**
 * 继续登录 POST /v1/auth/session/refresh: restarts the idle clock at once; secondsLeft as in the
 * x-session-seconds-left header every signed-in answer carries.
 */
export const SessionRefreshData = object({ secondsLeft: Type.Integer({ minimum: 0 }) });
export type SessionRefreshData = Static<typeof SessionRefreshData>;

/** 会话检查 POST /v1/auth/check */
export const SessionCheckBody = EmptyBody;
export type SessionCheckBody = Static<typeof SessionCheckBody>;
/** 会话检查 POST /v1/auth/check: whether the session lives (never redirects). */
export const SessionCheckData = Type.Boolean();
export type SessionCheckData = Static<typeof SessionCheckData>;

/** 上次登录信息 GET /v1/auth/login/info */
export const LoginInfoQuery = EmptyQuery;
export type LoginInfoQuery = Static<typeof LoginInfoQuery>;
/** 上次登录信息 GET /v1/auth/login/info: the previous login (ISO 8601 UTC), null for a first login. */
export const LoginInfoData = object({
  lastLoginTime: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  loginType: LoginType,
  orgAccountType: Type.Optional(OrgAccountType),
});
export type LoginInfoData = Static<typeof LoginInfoData>;

/** 注册用户自动登录 POST /v1/auth/registered/auto/login (consignment channel hand-over). */
export const AutoLoginBody = object({ token: Token });
export type AutoLoginBody = Static<typeof AutoLoginBody>;
/**
 * 注册用户自动登录 POST /v1/auth/registered/auto/login: the login result, and whether the investor has a login
 * password yet (false: the portal asks for one, POST /v1/auth/password/register with an SMS code).
 */
export const AutoLoginData = object({ ...LoginResult.properties, passwordSet: Type.Boolean() });
export type AutoLoginData = Static<typeof AutoLoginData>;

/** 顾问网关令牌校验 POST /v1/auth/gwtoken/check */
export const GwTokenCheckBody = object({ token: Token });
export type GwTokenCheckBody = Static<typeof GwTokenCheckBody>;
/** 顾问网关令牌校验 POST /v1/auth/gwtoken/check: true also starts the adviser's session. */
export const GwTokenCheckData = Type.Boolean();
export type GwTokenCheckData = Static<typeof GwTokenCheckData>;

/** Investor risk tolerance (风险承受能力) C1–C5; C1 may be the lowest category (最低风险承受能力). */
export const RiskTolerance = StringEnum(['C1', 'C2', 'C3', 'C4', 'C5']);
export type RiskTolerance = Static<typeof RiskTolerance>;
/** Account kind: 0 organization, 1 person, 2 product, 3 registered. */
export const AccountKind = StringEnum(['0', '1', '2', '3']);
export type AccountKind = Static<typeof AccountKind>;
const NullableDate = Type.Union([Day, Type.Null()]);

/** The investor's risk assessment; expiry is computed against the back office clock. */
export const RiskLevel = object({
  isAppraisalRisk: Type.Boolean(),
  isExpire: Type.Boolean(),
  isLowestRisk: Type.Boolean(),
  risk: Type.Union([RiskTolerance, Type.Null()]),
  /** yyyyMMdd */
  endDate: NullableDate,
  highestRisk: Type.Union([RiskTolerance, Type.Null()]),
});
export type RiskLevel = Static<typeof RiskLevel>;

/** Qualified-investor certification: kind 73–76, valid through endDate (yyyyMMdd). */
export const QualifiedInfo = object({ kind: Type.String({ minLength: 1 }), endDate: Day });
export type QualifiedInfo = Static<typeof QualifiedInfo>;

/** 当前用户信息 GET /v1/auth/user */
export const UserInfoQuery = EmptyQuery;
export type UserInfoQuery = Static<typeof UserInfoQuery>;
/** 当前用户信息 GET /v1/auth/user */
export const UserInfoData = object({
  name: Type.String(),
  userType: UserType,
  accountKind: AccountKind,
  isNaturalPerson: Type.Boolean(),
  /** Document type code (person: dictionary 6; organisation: 0–9, A, I, B). */
  idType: Type.String(),
  idNoMasked: Type.String(),
  phoneMasked: Type.String(),
  fundAccount: Type.String(),
  tradeAccounts: Type.Array(Type.String()),
  riskLevel: RiskLevel,
  isProfessional: Type.Boolean(),
  isExpireProfessional: Type.Boolean(),
  isQualified: Type.Boolean(),
  isExpireQualified: Type.Boolean(),
  qualifiedInfo: Type.Union([QualifiedInfo, Type.Null()]),
  /** Investment varieties from the questionnaire, as text (e.g. 低风险、中低风险产品). */
  investmentVarieties: Type.String(),
  /** Investment horizon from the questionnaire, as text (e.g. 1-5年). */
  investmentLimit: Type.String(),
  loginType: LoginType,
  /**
   * The adviser whose gateway hand-over (gwlogin.html) started this session: every screen then says so
   * (issue 38 item 7). Absent in the investor's own session.
   */
  adviser: Type.Optional(object({ code: Type.String(), name: Type.String() })),
});
export type UserInfoData = Static<typeof UserInfoData>;
