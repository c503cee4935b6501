import type { BankChannel } from '@/api/bank/contract-cards';

/** Digits only, at most 19. */
export function cardDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 19);
}

/** 6222 0210 0000 1012: groups of four as people read card numbers. */
export function groupCardNo(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The bank of a number by its BIN (first six digits), once six digits are typed. */
export function recogniseBank(digits: string, banks: readonly BankChannel[]): BankChannel | undefined {
  if (digits.length < 6) return undefined;
  return banks.find((bank) => bank.prefixes.some((prefix) => digits.startsWith(prefix)));
}

export const CARD_TEXT = {
  cardRequired: '请输入银行卡号',
  cardInvalid: '银行卡号格式不正确',
  bankRequired: '请选择开户银行',
  bankMismatch: '卡号与所选银行不符，请核对',
  agreementRequired: '请阅读并同意《快捷支付服务协议》',
} as const;

/** The card number's problem before anything is sent, or null. */
export function cardProblem(digits: string, bank: BankChannel | undefined, chosen: string): string | null {
  if (!digits) return CARD_TEXT.cardRequired;
  if (digits.length < 16) return CARD_TEXT.cardInvalid;
  if (!chosen) return CARD_TEXT.bankRequired;
  if (bank && bank.bankCode !== chosen) return CARD_TEXT.bankMismatch;
  return null;
}
