export const TRADE_RESET_FORM_TEXT = {
  heading: '重置交易密码',
  idNo: '证件号码',
  idNoPlaceholder: '请输入开户时登记的证件号码',
  newPassword: '新交易密码',
  confirmPassword: '确认新交易密码',
  rule: '6位数字，不能是连续或相同的数字',
  submit: '确定',
  submitFailed: '交易密码重置失败，请稍后再试',
} as const;
