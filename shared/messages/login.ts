/**
 * What the login and the session say, written once: the back office answers with these messages and the
 * pages say them where they show the step (a session ended elsewhere, a first login's password change).
 */
export const LOGIN_MESSAGES = {
  noEntrustment: '尊敬的投资者，您尚未开通网上委托',
  replaced: '您的账号已在其他地方登录，请重新登录',
  mustChangePassword: '为了您的账户安全，请先修改登录密码',
  textCheckWrong: '答案不正确，请回答新的问题',
  smsWrong: '短信验证码错误',
} as const;
