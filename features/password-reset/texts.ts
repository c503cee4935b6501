/** The reset pages' own texts (spec messages come from shared/validation). */
export const RESET_TEXT = {
  steps: ['验证身份', '设置新密码', '完成'],
  stepsLabel: '找回步骤',
  account: '账号',
  accountPlaceholder: '请输入身份证号/手机号',
  idNumber: '身份证号码',
  idNumberPlaceholder: '请输入身份证号码',
  idNumberHint: '使用手机号找回时，请同时填写开户时登记的身份证号码',
  accountType: '账号类型',
  otherPrompt: '非身份证开户？',
  otherLink: '使用其他证件验证',
  orgIdNo: '机构证件号码',
  orgIdNoPlaceholder: '请输入证件号码',
  orgIdNoHint: '统一社会信用代码等开户时登记的机构证件号码',
  next: '下一步',
  back: '上一步',
  confirm: '确定',
  password: {
    newPassword: '新登录密码',
    confirmPassword: '确认新登录密码',
    rule: '6-20位字母和数字的组合，不能是纯数字或纯字母',
  },
  smsPrompt: '我们将向您开户时登记的手机号码发送短信验证码。',
  sendFailed: '验证码发送失败，请稍后再试',
  /** When the back office names no phone: it cannot tell whether the account exists before the code matches. */
  sentHint: '如账号信息无误，验证码已发送至您开户时登记的手机号码',
  sentToast: '如账号信息无误，验证码已发送至您开户时登记的手机号码，2分钟内有效',
  submitFailed: '密码重置失败，请稍后再试',
  loginDone: '登录密码已重置',
  loginDoneDetail: '请使用新密码登录。',
  backToLogin: '返回登录',
  backTo: '返回',
  captchaTitle: '安全验证',
} as const;

export function autoReturnIn(seconds: number): string {
  return `${seconds}秒后自动返回`;
}
