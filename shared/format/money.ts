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

/** 1234567.8 → '1,234,567.80' */
export function formatThousands(value: number, decimals = 2): string {
  const fixed = Math.abs(roundDecimal(value, decimals)).toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const groups: string[] = [];
  for (let end = int.length; end > 0; end -= 3) groups.unshift(int.slice(Math.max(0, end - 3), end));
  const grouped = groups.join(',');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${frac ? `.${frac}` : ''}`;
}

export interface MoneyOptions {
  /** Appended after the number (and after 万); default 元. Pass '' for a bare number. */
  currency?: string;
  decimals?: number;
}

/**
 * Amounts of 10000 or more (in absolute value) in units of 万: 123456 → '12.35万元'; smaller ones as they
 * are: 9999.5 → '9,999.50元'. Unreadable values show '--'.
 */
export function formatMoney(value: number | string | null | undefined, options: MoneyOptions = {}): string {
  const { currency = DEFAULT_CURRENCY, decimals = 2 } = options;
  const n = toFiniteNumber(value);
  if (n === undefined) return EMPTY_VALUE;
  if (Math.abs(n) >= WAN_THRESHOLD) return `${formatThousands(n / WAN_THRESHOLD, decimals)}万${currency}`;
  return `${formatThousands(n, decimals)}${currency}`;
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
