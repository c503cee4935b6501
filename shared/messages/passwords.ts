/** What a password change says, written once: the back office's answer and the page's toast. */
export const PASSWORD_MESSAGES = {
  loginChanged: '登录密码修改成功',
  loginSet: '登录密码设置成功',
  tradeChanged: '交易密码修改成功',
  tradeReset: '交易密码重置成功',
  noOrgTradeReset: '机构用户暂不支持重置交易密码',
} as const;
