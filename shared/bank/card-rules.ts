/**
 * Whether a card number can be bound to a bank of the table (banks.ts): the page checks it before the bank's
 * SMS is asked for, the back office again before it starts a binding. Each refusal says what to correct.
 */
import { bankByCode, bankOfCardNo } from './banks';

export const CARD_RULE_TEXT = {
  unknownBank: '暂不支持该银行的银行卡，请在列表中选择开户银行',
  length: '银行卡号应为16至19位数字，请核对',
  checkDigit: '银行卡号有误，请核对卡号后重新输入',
  bankMismatch: '卡号与所选银行不符，请核对',
} as const;

/** The Luhn check digit a bank card number ends with (where the bank follows it). */
export function luhnValid(cardNo: string): boolean {
  let sum = 0;
  for (let i = 0; i < cardNo.length; i++) {
    let digit = Number(cardNo[cardNo.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Why this number cannot be a card of the chosen bank, or null: the bank must be in the table, the number
 * 16–19 digits with the Luhn check digit where the bank's cards carry one, and a BIN of another bank of the
 * table refuses it.
 */
export function cardRefusal(digits: string, bankCode: string): string | null {
  const bank = bankByCode(bankCode);
  if (!bank) return CARD_RULE_TEXT.unknownBank;
  if (!/^\d{16,19}$/.test(digits)) return CARD_RULE_TEXT.length;
  const recognised = bankOfCardNo(digits);
  if (recognised && recognised.code !== bank.code) return CARD_RULE_TEXT.bankMismatch;
  if (bank.luhn && !luhnValid(digits)) return CARD_RULE_TEXT.checkDigit;
  return null;
}
