import { boolean, object, string, type TestContext } from 'yup';

import type { BankChannel } from '@/api/bank/contract-cards';
import { bankPhoneField, smsCodeField } from '@/shared/validation';

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
  codeFirst: '请先获取银行验证码',
} as const;

/** The card number's problem before anything is sent, or null. */
export function cardProblem(digits: string, bank: BankChannel | undefined, chosen: string): string | null {
  if (!digits) return CARD_TEXT.cardRequired;
  if (digits.length < 16) return CARD_TEXT.cardInvalid;
  if (!chosen) return CARD_TEXT.bankRequired;
  if (bank && bank.bankCode !== chosen) return CARD_TEXT.bankMismatch;
  return null;
}

export interface AddCardValues {
  /** The number as shown, in groups of four. */
  cardNo: string;
  /** The bank chosen by hand ('' while the recognised one stands). */
  bank: string;
  phone: string;
  code: string;
  agreed: boolean;
}

/** The bank the card goes to: the one chosen, else the one recognised from the number. */
export function bankCodeOf(
  values: Pick<AddCardValues, 'cardNo' | 'bank'>,
  banks: readonly BankChannel[],
): string {
  return values.bank || recogniseBank(cardDigits(values.cardNo ?? ''), banks)?.bankCode || '';
}

/** The card number's or the bank's problem (cardProblem tells which), for the field it belongs under. */
function cardTest(banks: readonly BankChannel[], field: 'card' | 'bank') {
  return function test(this: TestContext) {
    const values = this.parent as AddCardValues;
    const digits = cardDigits(values.cardNo ?? '');
    const problem = cardProblem(digits, recogniseBank(digits, banks), bankCodeOf(values, banks));
    const mine = problem && (problem === CARD_TEXT.bankRequired) === (field === 'bank');
    return mine ? this.createError({ message: problem }) : true;
  };
}

/** What the bank SMS needs: card, bank, the reserved phone and the agreement. */
export function cardFieldsSchema(banks: readonly BankChannel[]) {
  return object({
    cardNo: string().test('card', '', cardTest(banks, 'card')),
    bank: string().test('bank', '', cardTest(banks, 'bank')),
    phone: bankPhoneField,
    agreed: boolean().oneOf([true], CARD_TEXT.agreementRequired),
  });
}

/** What 确认绑定 needs besides: the six-digit code of a binding already started. */
export function addCardSchema(banks: readonly BankChannel[], bindId: string | null) {
  return cardFieldsSchema(banks).shape({
    code: smsCodeField.test('bind-first', CARD_TEXT.codeFirst, () => bindId !== null),
  });
}
