/**
 * The answer envelope every /v1 call returns, and the response states of spec §8 (identity-login-shared.md).
 * HTTP status is 200 for business errors; the back office uses 4xx/5xx (schema errors, unknown routes,
 * oversize bodies, rate limits, internal errors) only with this envelope too.
 */
export interface Envelope<T> {
  state: number;
  data: T | null;
  message: string;
}

/** Response states the identity area uses (spec §8). */
export const RESPONSE_STATE = {
  success: 200000,
  downloadSuccess: 900000,
  schemeError: 400000,
  graphicCodeError: 400001,
  smsError: 400002,
  ocrError: 400003,
  /** Bank account error; in the ID upload, the expired emblem. */
  bankAccountOrExpiredEmblem: 400004,
  reachedLimit: 400008,
  smsExpired: 400024,
  serverHint: 400035,
  notLoggedIn: 401000,
  mustChangePassword: 401001,
  phoneUnbound: 401002,
  replacedLogin: 401003,
  agreementError: 402002,
  noRolePermission: 403000,
  /** LoginError01: the account has no online entrustment. */
  loginError01: 403001,
  serverError: 503000,
} as const;

export type ResponseState = (typeof RESPONSE_STATE)[keyof typeof RESPONSE_STATE];
