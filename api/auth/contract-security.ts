import { Type, type Static } from '@sinclair/typebox';

import { EmptyBody, EmptyQuery, object, StringEnum } from '../core/contract';

/** Who opened a session or logged in: the investor, or a 财富顾问 through the gateway hand-over. */
export const LoginVia = StringEnum(['self', 'adviser']);
export type LoginVia = Static<typeof LoginVia>;

/** Where and with what a login came: place (本机, 内网 or a coarse region), device and browser. */
const Client = {
  place: Type.String(),
  device: Type.String(),
  browser: Type.String(),
};

/** One login of the history (times 'yyyy-MM-dd HH:mm', Asia/Shanghai). */
export const LoginEntry = object({
  at: Type.String(),
  ip: Type.String(),
  ...Client,
  via: LoginVia,
  outcome: StringEnum(['success', 'failure']),
});
export type LoginEntry = Static<typeof LoginEntry>;

/** A signed-in session of the account; `current` is the caller's own. */
export const SessionEntry = object({
  id: Type.Integer(),
  current: Type.Boolean(),
  via: LoginVia,
  /** The adviser's name for a gateway session. */
  adviserName: Type.Union([Type.String(), Type.Null()]),
  ...Client,
  startedAt: Type.String(),
  activeAt: Type.String(),
});
export type SessionEntry = Static<typeof SessionEntry>;

/** A remembered device (it logs in without the SMS step for 30 days); `current` is the caller's browser. */
export const DeviceEntry = object({
  id: Type.Integer(),
  current: Type.Boolean(),
  device: Type.String(),
  browser: Type.String(),
  rememberedAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});
export type DeviceEntry = Static<typeof DeviceEntry>;

/** 安全中心 GET /v1/auth/security */
export const SecurityQuery = EmptyQuery;
export type SecurityQuery = Static<typeof SecurityQuery>;
/** 安全中心 GET /v1/auth/security: the login before this session, the live sessions, the remembered devices. */
export const SecurityData = object({
  lastLogin: Type.Union([LoginEntry, Type.Null()]),
  sessions: Type.Array(SessionEntry),
  devices: Type.Array(DeviceEntry),
});
export type SecurityData = Static<typeof SecurityData>;

/** 登录记录 GET /v1/auth/security/logins */
export const LoginHistoryQuery = EmptyQuery;
export type LoginHistoryQuery = Static<typeof LoginHistoryQuery>;
/** 登录记录 GET /v1/auth/security/logins: the last 90 days, newest first. */
export const LoginHistoryData = Type.Array(LoginEntry);
export type LoginHistoryData = Static<typeof LoginHistoryData>;

/** 退出其他设备 POST /v1/auth/security/sign-out-others */
export const SignOutOthersBody = EmptyBody;
export type SignOutOthersBody = Static<typeof SignOutOthersBody>;
/** 退出其他设备: how many sessions ended and remembered devices were forgotten. */
export const SignOutOthersData = object({
  sessions: Type.Integer({ minimum: 0 }),
  devices: Type.Integer({ minimum: 0 }),
});
export type SignOutOthersData = Static<typeof SignOutOthersData>;

/** 移除此设备 POST /v1/auth/security/devices/forget: its next login asks for the SMS code again. */
export const ForgetDeviceBody = object({ id: Type.Integer({ minimum: 1 }) });
export type ForgetDeviceBody = Static<typeof ForgetDeviceBody>;
export const ForgetDeviceData = Type.Null();
export type ForgetDeviceData = Static<typeof ForgetDeviceData>;
