import { isEmail, MESSAGES } from '@/shared/validation';

/**
 * The consignment e-mail field (spec §5): 请输入电子邮箱 when left empty, 邮箱地址不合规范，请重新输入 when
 * malformed; sending with it empty says 请先输入邮箱地址. null: fine.
 */
export function emailFieldError(value: string, on: 'blur' | 'send'): string | null {
  const email = value.trim();
  if (!email) return on === 'send' ? MESSAGES.emailMissingOnSend : MESSAGES.emailRequired;
  return isEmail(email) ? null : MESSAGES.emailFormat;
}

/** zhangsan@example.com → zha***@example.com: the address on file, shown but not spelt out. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 3)}***@${domain ?? ''}`;
}
