/** The rules of statements by e-mail (spec §5, §6, §8), pure. */

/** Sends a day per investor, bills and certificates together (the spec gives the limit's code, not its value). */
export const DAILY_EMAIL_LIMIT = 3;

export const EMAIL_LIMIT_MESSAGE = `今日邮件发送次数已达上限（${DAILY_EMAIL_LIMIT}次），请明日再试`;
export const EMAIL_MISSING = '请先输入邮箱地址';
export const EMAIL_INVALID = '邮箱地址不合规范，请重新输入';
export const EMAIL_NOT_ON_FILE = '仅可发送至您登记的邮箱，如需更换邮箱请先修改个人信息';
export const ORGANISATION_COUNTER = '机构投资者请至直销柜台办理邮箱登记及对账单寄送';

const LOCAL = /^[A-Za-z0-9._%+-]{1,64}$/;
const LABEL = /^[A-Za-z0-9-]{1,63}$/;

/** The portal's e-mail rule (shared/validation's isEmail), kept here because the back office imports no shared code but enums. */
export function isEmailAddress(value: string): boolean {
  const parts = value.split('@');
  if (parts.length !== 2 || value.length > 254 || !LOCAL.test(parts[0])) return false;
  const labels = parts[1].split('.');
  return (
    labels.length >= 2 &&
    labels.every((l) => LABEL.test(l) && !l.startsWith('-') && !l.endsWith('-')) &&
    /^[A-Za-z]{2,}$/.test(labels.at(-1) ?? '')
  );
}

/** 张三 → 张*; 许九 → 许*; 欧阳小明 → 欧**明: a name on the public check, masked. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

export const sendsLeft = (sentToday: number) => Math.max(0, DAILY_EMAIL_LIMIT - sentToday);
