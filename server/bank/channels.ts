import type { BankChannel } from '@/api/bank/contract-cards';

/**
 * The banks whose cards the portal binds (the payment channel's list): bank code, name, the BINs of their
 * debit cards (the first six digits), the quick-payment limits in yuan.
 */
export const BANK_CHANNELS: readonly BankChannel[] = [
  {
    bankCode: '002',
    bankName: '中国工商银行',
    prefixes: ['622202', '622208', '621226'],
    singleLimit: 50000,
    dailyLimit: 50000,
  },
  {
    bankCode: '003',
    bankName: '中国农业银行',
    prefixes: ['622848', '622845', '622827'],
    singleLimit: 50000,
    dailyLimit: 100000,
  },
  {
    bankCode: '004',
    bankName: '中国银行',
    prefixes: ['621661', '621660', '622760'],
    singleLimit: 50000,
    dailyLimit: 50000,
  },
  {
    bankCode: '005',
    bankName: '中国建设银行',
    prefixes: ['621700', '622700', '436742'],
    singleLimit: 50000,
    dailyLimit: 100000,
  },
  {
    bankCode: '007',
    bankName: '招商银行',
    prefixes: ['622588', '621483', '621286'],
    singleLimit: 50000,
    dailyLimit: 200000,
  },
];

/** The Luhn check digit every bank card number ends with. */
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

/** The bank a card number belongs to, by its BIN. */
export function bankOfCard(cardNo: string): BankChannel | undefined {
  return BANK_CHANNELS.find((bank) => bank.prefixes.some((prefix) => cardNo.startsWith(prefix)));
}

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
