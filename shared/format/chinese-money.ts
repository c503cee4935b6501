/**
 * Uppercase Chinese money (中文大写金额) following the rules of 《支付结算办法》:
 * - 整 after 元 when there are no 角 and 分; no 整 after 角 or 分 (e.g. 壹仟肆佰零玖元伍角);
 * - one 零 for any run of zeros inside the integer part, none at the end of a section;
 * - 零 between 元 and 分 when 角 is zero (壹元零壹分);
 * - 负 before negative amounts; zero is 零元整; amounts under one yuan start at 角 or 分 (伍角).
 * Values are handled as decimal text, so the whole range below 1e15 is exact.
 */
const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
export const CHINESE_MONEY_LIMIT = 1e15;

/** A section of up to four digits, without leading or trailing 零. */
function section(digits: string): string {
  let out = '';
  let pendingZero = false;
  const len = digits.length;
  for (let i = 0; i < len; i++) {
    const d = Number(digits[i]);
    if (d === 0) {
      pendingZero = out !== '';
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += DIGITS[d] + SMALL_UNITS[len - 1 - i];
  }
  return out;
}

/** A positive integer (no leading zeros) split at 亿 and then 万, recursively. */
function integerPart(digits: string): string {
  for (const [size, unit] of [
    [8, '亿'],
    [4, '万'],
  ] as const) {
    if (digits.length > size) {
      const high = digits.slice(0, -size);
      const low = digits.slice(-size);
      const lowTrimmed = low.replace(/^0+/, '');
      if (lowTrimmed === '') return integerPart(high) + unit;
      const gap = lowTrimmed.length < size ? '零' : '';
      return integerPart(high) + unit + gap + integerPart(lowTrimmed);
    }
  }
  return section(digits);
}

/** Adds one to a string of decimal digits (no BigInt: the amounts exceed 2^53 cents). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** `[integer digits, two fraction digits]` rounded half up on the decimal text, or undefined. */
function toFixedTwo(value: number | string): [string, string, boolean] | undefined {
  let text = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
  if (typeof value === 'number' && /e/i.test(text))
    text = Math.abs(value) < 1 ? value.toFixed(3) : value.toFixed(2);
  const sign = /^[+-]/.test(text) ? text[0] : '';
  const [intText, fracText = '', ...rest] = text.slice(sign.length).split('.');
  const digits = /^\d*$/;
  if (rest.length > 0 || !digits.test(intText) || !digits.test(fracText) || intText + fracText === '')
    return undefined;
  const negative = sign === '-';
  const frac3 = `${fracText}000`.slice(0, 3);
  let cents = `${intText || '0'}${frac3.slice(0, 2)}`;
  if (Number(frac3[2]) >= 5) cents = incrementDigits(cents);
  const padded = cents.replace(/^0+/, '').padStart(3, '0');
  return [padded.slice(0, -2), padded.slice(-2), negative && /[1-9]/.test(padded)];
}

/** 1409.5 → '壹仟肆佰零玖元伍角'; undefined for unreadable values or |value| ≥ 1e15. */
export function toChineseMoney(value: number | string): string | undefined {
  const parts = toFixedTwo(value);
  if (!parts) return undefined;
  const [int, frac, negative] = parts;
  if (int.length > 15) return undefined;
  const jiao = Number(frac[0]);
  const fen = Number(frac[1]);
  const hasInt = int !== '0';
  let out = hasInt ? `${integerPart(int)}元` : '';
  if (jiao === 0 && fen === 0) return `${negative ? '负' : ''}${hasInt ? out : '零元'}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (hasInt) out += '零';
  if (fen > 0) out += `${DIGITS[fen]}分`;
  return `${negative ? '负' : ''}${out}`;
}
