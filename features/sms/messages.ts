import { SMS_VALID_MINUTES } from '@/shared/config/constants';
import { LOGIN_MESSAGES } from '@/shared/messages/login';

export const SMS_TEXT = {
  title: '短信验证',
  fieldLabel: '短信验证码',
  placeholder: '请输入短信验证码',
  send: '获取验证码',
  resend: '重新获取',
  confirm: '确定',
  cancel: '取消',
  sendFailed: '验证码发送失败，请稍后再试',
  verifyFailed: LOGIN_MESSAGES.smsWrong,
} as const;

export function resendIn(seconds: number): string {
  return `${seconds}秒后重新获取`;
}

/** Spec §9: after a send, the toast says the code is valid for 2 minutes. */
export function smsSentToast(maskedPhone?: string): string {
  return `验证码已发送${maskedPhone ? `至${maskedPhone}` : ''}，${SMS_VALID_MINUTES}分钟内有效`;
}

export function smsSentHint(maskedPhone?: string): string {
  return maskedPhone ? `验证码已发送至${maskedPhone}` : '验证码已发送';
}
