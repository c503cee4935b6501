// The text check (issue 19): the slider's alternative for an investor who cannot see the picture or drag
// (MIIT's accessibility rules ask for one). A short sum in Chinese words that a screen reader reads out; the
// numbers are drawn on the server and the answer never leaves it. Pure: the caller supplies the randomness.

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 0–99 in Chinese words as a person would say them: 七, 十二, 二十, 三十五. */
export function chineseNumber(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 99) throw new RangeError(`0–99 only: ${value}`);
  if (value < 10) return DIGITS[value] ?? '';
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return `${tens === 1 ? '' : (DIGITS[tens] ?? '')}十${ones === 0 ? '' : (DIGITS[ones] ?? '')}`;
}

export interface TextQuestion {
  question: string;
  answer: number;
}

/**
 * A sum or a difference of a number 11–49 and one 2–9, never negative: about forty answers (10–58), so a
 * guess passes less often than a guessed slider position (±4 px over some 115 px).
 */
export function textQuestion(draw: (min: number, maxExclusive: number) => number): TextQuestion {
  const big = draw(11, 50);
  const small = draw(2, 10);
  const add = draw(0, 2) === 1;
  const answer = add ? big + small : big - small;
  const question = `${chineseNumber(big)}${add ? '加' : '减'}${chineseNumber(small)}等于多少？`;
  return { question, answer };
}

/** The answer as typed: half- or full-width digits, spaces around ignored; anything else is no number. */
export function readAnswer(typed: string): number | null {
  const half = typed.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  return /^\d{1,3}$/.test(half) ? Number(half) : null;
}
