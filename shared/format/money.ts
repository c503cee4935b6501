import { DEFAULT_CURRENCY, WAN_THRESHOLD } from '@/shared/config/constants';

/** What an empty or unreadable amount shows as. */
export const EMPTY_VALUE = '--';

export function toFiniteNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Round half away from zero at `decimals` places, on the decimal text rather than the binary value, so
 * that 1.005 gives 1.01 as an investor expects (toFixed gives 1.00).
 */
export function roundDecimal(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  if (!Number.isFinite(shifted)) return Number(value.toFixed(decimals));
  return sign * Number(`${Math.round(shifted)}e-${decimals}`);
}

const DIGITS = /^\d*$/;

/** Adds one to a string of digits ('0999' → '1000'), carrying as far as needed. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * A decimal text rounded half away from zero at `decimals` places, digit by digit (never through a binary
 * float, so the fen of a back-office amount is the fen shown): '10822.005' → '10822.01'. Undefined when the
 * text is not a plain decimal.
 */
function roundText(
  text: string,
  decimals: number,
): { negative: boolean; int: string; frac: string } | undefined {
  const plain = text.replace(/,/g, '').trim();
  const minus = plain.startsWith('-') ? '-' : '';
  const [intPart, fracPart = '', extra] = plain.slice(minus.length).split('.');
  if (extra !== undefined || !intPart || !DIGITS.test(intPart) || !DIGITS.test(fracPart)) return undefined;
  const padded = fracPart.padEnd(decimals + 1, '0');
  let digits = `${intPart}${padded.slice(0, decimals)}`;
  if (Number(padded[decimals]) >= 5) digits = incrementDigits(digits);
  const cut = digits.length - decimals;
  const int = digits.slice(0, cut).replace(/^0+(?=\d)/, '') || '0';
  return { negative: minus === '-' && /[1-9]/.test(digits), int, frac: digits.slice(cut) };
}

function group(int: string): string {
  const groups: string[] = [];
  for (let end = int.length; end > 0; end -= 3) groups.unshift(int.slice(Math.max(0, end - 3), end));
  return groups.join(',');
}

/** 1234567.8 → '1,234,567.80'; a decimal text keeps its fen exactly ('10822.00' → '10,822.00'). */
export function formatThousands(value: number | string, decimals = 2): string {
  const text = typeof value === 'number' ? String(roundDecimal(value, decimals)) : value;
  const exact = roundText(/e/i.test(text) ? Number(text).toFixed(decimals) : text, decimals);
  if (!exact) return EMPTY_VALUE;
  return `${exact.negative ? '-' : ''}${group(exact.int)}${decimals > 0 ? `.${exact.frac}` : ''}`;
}

export interface MoneyOptions {
  /** Appended after the number; default 元. Pass '' for a bare number. */
  currency?: string;
  decimals?: number;
}

/**
 * An amount to the fen, as an investor reconciles it with the bank: 10822 → '10,822.00元', 9999.5 →
 * '9,999.50元' (never 1.08万元: issue 38 item 4). A decimal text from the back office is formatted digit by
 * digit. Unreadable values show '--'.
 */
export function formatMoney(value: number | string | null | undefined, options: MoneyOptions = {}): string {
  const { currency = DEFAULT_CURRENCY, decimals = 2 } = options;
  if (toFiniteNumber(value) === undefined) return EMPTY_VALUE;
  return `${formatThousands(value as number | string, decimals)}${currency}`;
}

/**
 * A summary figure in 万 where the summary says so (chart legends and sentences about a period): 123456 →
 * '12.35万元'; under 10000 as formatMoney. Never for an amount an investor reconciles.
 */
export function formatMoneyInWan(value: number | string | null | undefined): string {
  const n = toFiniteNumber(value);
  if (n === undefined) return EMPTY_VALUE;
  if (Math.abs(n) < WAN_THRESHOLD) return formatMoney(value);
  return `${formatThousands(n / WAN_THRESHOLD, 2)}万${DEFAULT_CURRENCY}`;
}

export interface PercentOptions {
  decimals?: number;
  /** The value is a ratio (0.0325) rather than already in percent (3.25). */
  fromRatio?: boolean;
}

/** 3.256 → '3.26%'; with fromRatio 0.03256 → '3.26%'. Unreadable values show '--'. */
export function formatPercent(
  value: number | string | null | undefined,
  options: PercentOptions = {},
): string {
  const { decimals = 2, fromRatio = false } = options;
  const n = toFiniteNumber(value);
  if (n === undefined) return EMPTY_VALUE;
  const percent = fromRatio ? n * 100 : n;
  return `${roundDecimal(percent, decimals).toFixed(decimals)}%`;
}
