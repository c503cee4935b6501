export const BAD_LOGIN_PASSWORD = '请输入6-20位字母和数字组合的密码';
export const SAME_PASSWORD = '新密码不能与原密码相同';
export const WRONG_ID_NO = '证件号码与账号信息不符';
export const NO_ORG_TRADE_RESET = '机构用户暂不支持重置交易密码';
/** The reset's SMS answer, the same whether the account exists or not (no masked phone). */
export const RESET_SMS_SENT = '如账号信息无误，验证码已发送至该账号登记的手机，2分钟内有效';
export const REGISTERED_ONLY = '仅注册用户需要设置登录密码';
export const REGISTER_PROOF_MISSING = '请先验证原登录密码或短信验证码';

/** Login password: 6–20 letters and digits, not only digits and not only letters (spec §5). */
export function isValidLoginPassword(password: string): boolean {
  return /^[A-Za-z0-9]{6,20}$/.test(password) && /[A-Za-z]/.test(password) && /[0-9]/.test(password);
}

/** Trade password: 6 digits, not ascending, descending or all the same (spec §5). */
export function tradePasswordProblem(password: string): string | null {
  if (!/^\d{6}$/.test(password)) return '请输入6位数字密码';
  const digits = [...password].map(Number);
  const steps = digits.slice(1).map((d, i) => d - digits[i]);
  if (steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1)) {
    return '密码过于简单';
  }
  return null;
}

/** The ID number typed on a reset form matches the account's (x or X). */
export function sameIdNo(typed: string, idNo: string): boolean {
  return typed.toUpperCase() === idNo;
}
