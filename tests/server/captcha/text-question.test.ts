import { chineseNumber, readAnswer, textQuestion } from '@/server/captcha/text-question';

import { solveTextQuestion } from '../../support/solve-text-question';

describe('the text check’s question', () => {
  it('says numbers as a person would', () => {
    expect([0, 7, 10, 12, 20, 35, 49, 58].map(chineseNumber)).toEqual([
      '零',
      '七',
      '十',
      '十二',
      '二十',
      '三十五',
      '四十九',
      '五十八',
    ]);
    expect(() => chineseNumber(100)).toThrow(RangeError);
  });

  it('asks a sum or a difference whose answer is in its words, never negative', () => {
    const answers = new Set<number>();
    let seed = 1;
    // A fixed sequence instead of crypto's: every question must be solvable from its text alone.
    const draw = (min: number, max: number) => {
      seed = (seed * 48271) % 2147483647;
      return min + (seed % (max - min));
    };
    for (let i = 0; i < 500; i++) {
      const { question, answer } = textQuestion(draw);
      expect(solveTextQuestion(question)).toBe(answer);
      expect(answer).toBeGreaterThanOrEqual(2);
      answers.add(answer);
    }
    // Some forty answers: a guess passes less often than a guessed slider position.
    expect(answers.size).toBeGreaterThanOrEqual(40);
  });

  it('reads half- and full-width digits, and nothing else', () => {
    expect(readAnswer(' 19 ')).toBe(19);
    expect(readAnswer('１９')).toBe(19);
    expect(readAnswer('十九')).toBeNull();
    expect(readAnswer('1e1')).toBeNull();
    expect(readAnswer('')).toBeNull();
  });
});
