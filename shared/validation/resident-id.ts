import { shanghaiYyyyMmDd } from '@/shared/time';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
const SHAPE = /^[1-9]\d{16}[\dX]$/;

/** The GB 11643 check character of the first 17 digits. */
export function residentIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

function isRealDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/** Upper-cases a trailing x and removes surrounding blanks, as the form does before checking. */
export function normalizeResidentId(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * An 18-character resident ID number (GB 11643): 17 digits and a check character (0-9 or X), with a
 * birth date that exists, from 1900 on and not after today in Shanghai.
 */
export function isValidResidentId(value: string, now: Date | number = Date.now()): boolean {
  const id = normalizeResidentId(value);
  if (!SHAPE.test(id)) return false;
  const birth = id.slice(6, 14);
  if (!isRealDate(birth) || birth > shanghaiYyyyMmDd(now)) return false;
  return residentIdCheckChar(id.slice(0, 17)) === id[17];
}

/** @internal yyyyMMdd birth date of a valid ID number, else undefined. */
export function birthDateOfResidentId(value: string): string | undefined {
  const id = normalizeResidentId(value);
  return isValidResidentId(id) ? id.slice(6, 14) : undefined;
}
