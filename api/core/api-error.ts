/** The error every endpoint of the API slice yields: the envelope's state and message, or a client state. */
export interface ApiError {
  state: number;
  message: string;
}

/** Per endpoint (`extraOptions`) or per call (in the query arguments): which failures stay quiet. */
export interface Quietness {
  /** No toast and no dialog for any failure (flags and the login redirect still happen). */
  silent?: boolean;
  /** No toast and no dialog for these states. */
  silentStates?: readonly number[];
}

export type ApiExtraOptions = Quietness;

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).state === 'number' &&
    typeof (value as ApiError).message === 'string'
  );
}

/** Chinese texts of the failures the portal detects itself. */
export const CLIENT_MESSAGES = {
  timeout: '请求超时',
  network: '网络连接异常，请检查网络后重试',
  badResponse: '服务暂时不可用，请稍后再试',
  aborted: '请求已取消',
  /** A failed envelope without a message. */
  fallback: '操作失败，请稍后再试',
  agreementTitle: '提示',
  /** A write met a session ended elsewhere (another tab's 退出, a login on another device). */
  sessionLostTitle: '需要重新登录',
  sessionEnded:
    '您的登录已失效（可能已在其他窗口退出登录），本次操作未提交，已填写的内容不会保存。请重新登录后再办理。',
  sessionReplaced: '您的账号已在其他地方登录，本次操作未提交，已填写的内容不会保存。请重新登录后再办理。',
  sessionSignedOut:
    '您已在安全中心退出此设备的登录，本次操作未提交，已填写的内容不会保存。请重新登录后再办理。',
  relogin: '重新登录',
  agreementConfirm: '我知道了',
} as const;
