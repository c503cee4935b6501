/** The 交易密码 tab's own words around the reset form (the form's are features/trade-password's). */
export const TRADE_RESET_TEXT = {
  checking: '正在确认您的登录状态…',
  needLogin: '重置交易密码需要先登录，请登录后继续。',
  toLogin: '去登录',
  failed: '登录状态确认失败',
  retry: '重试',
  done: '交易密码已重置',
  doneDetail: '请牢记新的交易密码，交易时使用。',
} as const;
