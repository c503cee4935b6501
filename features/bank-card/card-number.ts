import { boolean, object, string, type TestContext } from 'yup';

import type { BankChannel } from '@/api/bank/contract-cards';
import { CARD_RULE_TEXT, cardRefusal } from '@/shared/bank/card-rules';
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
  bankRequired: '请选择开户银行',
  agreementRequired: '请阅读并同意《快捷支付服务协议》',
  codeFirst: '请先获取银行验证码',
  limits: (single: number, daily: number) =>
    `快捷支付限额：单笔 ${single.toLocaleString('zh-CN')} 元，单日 ${daily.toLocaleString('zh-CN')} 元`,
} as const;

/**
 * The card number's problem before anything is sent, or null: what the back office checks too
 * (shared/bank/card-rules.ts: 16–19 digits, the bank's BIN, the Luhn check digit where the bank uses it).
 */
export function cardProblem(digits: string, chosen: string): string | null {
  if (!digits) return CARD_TEXT.cardRequired;
  if (digits.length < 16) return CARD_RULE_TEXT.length;
  if (!chosen) return CARD_TEXT.bankRequired;
  return cardRefusal(digits, chosen);
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
    const problem = cardProblem(digits, bankCodeOf(values, banks));
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
