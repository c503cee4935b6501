import Big from 'big.js';

import { planAmountRefusal } from '@/shared/trading';

export const AMOUNT_FORMAT = '请输入正确的金额，最多两位小数';

/** Digits with at most one point and two decimals, above zero (what the back office's contract takes). */
function isAmountText(text: string): boolean {
  if (!/^[0-9.]+$/.test(text) || text.split('.').length > 2 || (text.split('.')[1] ?? '').length > 2)
    return false;
  try {
    return new Big(text).gt(0);
  } catch {
    return false;
  }
}

/** Why the typed amount cannot be a plan's, or undefined (empty: nothing said yet). */
export function amountProblem(text: string, min: string | null): string | undefined {
  if (text === '') return undefined;
  if (!isAmountText(text)) return AMOUNT_FORMAT;
  return (min && planAmountRefusal(text, min)) || undefined;
}
