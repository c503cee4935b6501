import type { BankChannel } from '@/api/bank/contract-cards';
import { BANKS } from '@/shared/bank/banks';
import { luhnValid } from '@/shared/bank/card-rules';

/** The channel's banks as GET /v1/bank/channel lists them (shared/bank/banks.ts, the one table). */
export const BANK_CHANNELS: readonly BankChannel[] = BANKS.map((bank) => ({
  bankCode: bank.code,
  bankName: bank.full,
  shortName: bank.short,
  prefixes: [...bank.bins],
  luhn: bank.luhn,
  singleLimit: bank.fastPay?.single ?? null,
  dailyLimit: bank.fastPay?.daily ?? null,
}));

/** 6222 **** **** 1234: the first four and last four digits. */
export function maskCardNo(cardNo: string): string {
  return `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`;
}

/** Completes a card number with its Luhn check digit (the demo cards). */
export function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('unreachable: one digit always completes a Luhn number');
}
