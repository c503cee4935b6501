// What a person (or a screen reader's listener) does with the text check: reads the sum in Chinese words and
// works it out. Written apart from server/captcha so that the tests prove the question alone is enough.

const DIGITS = '零一二三四五六七八九';

function wordsToNumber(words: string): number {
  if (!words.includes('十')) return DIGITS.indexOf(words);
  const [tens, ones] = words.split('十') as [string, string];
  return (tens === '' ? 1 : DIGITS.indexOf(tens)) * 10 + (ones === '' ? 0 : DIGITS.indexOf(ones));
}

export function solveTextQuestion(question: string): number {
  const match = /^([零一二三四五六七八九十]+)(加|减)([零一二三四五六七八九十]+)等于多少？$/.exec(question);
  if (!match) throw new Error(`not a question of the text check: ${question}`);
  const [, left = '', op, right = ''] = match;
  const a = wordsToNumber(left);
  const b = wordsToNumber(right);
  return op === '加' ? a + b : a - b;
}
