export const GATEWAY_TEXT = {
  title: '财富顾问登录',
  checking: '正在验证登录凭证，请稍候…',
  success: '验证通过，正在进入投资者服务…',
  missing: '缺少登录凭证，无法完成财富顾问登录。',
  invalid: '登录凭证无效或已过期，无法完成财富顾问登录。',
  advice: '请从财富顾问系统重新进入，或使用投资者账号登录。',
  failed: '登录凭证验证失败',
  retry: '重试',
  toLogin: '前往登录',
} as const;

/** The query parameter the adviser gateway hands over. */
export const GWTOKEN_PARAM = 'gwtoken';
