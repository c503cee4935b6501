import Big from 'big.js';

import { RuleError } from './rule-error';

/**
 * The back office's one decimal type. An isolated constructor so that no other module's settings leak in:
 * strict (a JavaScript number is refused, so no binary float ever becomes money, and `valueOf` throws, so
 * `+x` or `x + 1` cannot silently coerce), 20 places kept by division, half-up by default.
 */
export const Decimal = Big();
Decimal.DP = 20;
Decimal.RM = Big.roundHalfUp;
Decimal.strict = true;
// Plain notation for every value a fund can meet (toString never writes 1e-7).
Decimal.NE = -21;
Decimal.PE = 21;
export type Decimal = Big;

/** Rounding rules, written once: amounts in yuan and shares to 2 places, NAVs to 4, all half-up (四舍五入). */
export const YUAN_PLACES = 2;
export const SHARE_PLACES = 2;
export const NAV_PLACES = 4;

export const ZERO = new Decimal('0');

export function roundYuan(value: Big): Big {
  return value.round(YUAN_PLACES, Big.roundHalfUp);
}

export function roundShares(value: Big): Big {
  return value.round(SHARE_PLACES, Big.roundHalfUp);
}

/** @internal */
export function roundNav(value: Big): Big {
  return value.round(NAV_PLACES, Big.roundHalfUp);
}

const INTEGER_PART = /^(0|[1-9]\d{0,14})$/;
const FRACTION_PART = /^\d+$/;

/** Parses a non-negative decimal text with at most `places` decimals; anything else is refused. */
export function parseDecimal(text: string, places: number, what: string): Big {
  const [integer, fraction, ...rest] = text.split('.');
  const fractionOk = fraction === undefined || (FRACTION_PART.test(fraction) && fraction.length <= places);
  if (rest.length > 0 || !INTEGER_PART.test(integer) || !fractionOk) {
    throw new RuleError('bad-input', `${what}格式不正确：${text}`);
  }
  return new Decimal(text);
}

export const parseYuan = (text: string): Big => parseDecimal(text, YUAN_PLACES, '金额');
export const parseShares = (text: string): Big => parseDecimal(text, SHARE_PLACES, '份额');
export const parseNav = (text: string): Big => parseDecimal(text, NAV_PLACES, '净值');
/** Fee rates and yields are fractions ('0.015' is 1.5 %); up to 6 places covers every published table. */
export const parseRate = (text: string): Big => parseDecimal(text, 6, '费率');

/** @internal A fraction as a percent with the given places ('0.015' → '1.50%'). */
export function percentText(rate: Big, places = 2): string {
  return `${rate.times('100').toFixed(places, Big.roundHalfUp)}%`;
}
