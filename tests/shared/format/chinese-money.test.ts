import fc from 'fast-check';

import { toChineseMoney } from '@/shared/format';

const DIGIT: Record<string, bigint> = {
  零: 0n,
  壹: 1n,
  贰: 2n,
  叁: 3n,
  肆: 4n,
  伍: 5n,
  陆: 6n,
  柒: 7n,
  捌: 8n,
  玖: 9n,
};
const SMALL: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1000n };

/** Reads uppercase money back into cents, independently of the code under test. */
function parseCents(text: string): bigint {
  const negative = text.startsWith('负');
  const body = negative ? text.slice(1) : text;
  let high = 0n;
  let mid = 0n;
  let sec = 0n;
  let num = 0n;
  let cents = 0n;
  for (const ch of body) {
    if (ch in DIGIT) num = DIGIT[ch];
    else if (ch in SMALL) {
      sec += num * SMALL[ch];
      num = 0n;
    } else if (ch === '万') {
      mid += (sec + num) * 10000n;
      sec = num = 0n;
    } else if (ch === '亿') {
      high = (high + mid + sec + num) * 100000000n;
      mid = sec = num = 0n;
    } else if (ch === '元') {
      cents += (high + mid + sec + num) * 100n;
      high = mid = sec = num = 0n;
    } else if (ch === '角') {
      cents += num * 10n;
      num = 0n;
    } else if (ch === '分') {
      cents += num;
      num = 0n;
    } else if (ch !== '整') throw new Error(`unexpected ${ch} in ${text}`);
  }
  return negative ? -cents : cents;
}

function centsToText(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return cents < 0n ? `-${text}` : text;
}

describe('toChineseMoney', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [1.01, '壹元零壹分'],
    [1.1, '壹元壹角'],
    [1409.5, '壹仟肆佰零玖元伍角'],
    [6007.14, '陆仟零柒元壹角肆分'],
    [1680.32, '壹仟陆佰捌拾元叁角贰分'],
    [107000.53, '壹拾万柒仟元伍角叁分'],
    [100000001, '壹亿零壹元整'],
    [10010000, '壹仟零壹万元整'],
    [1000010, '壹佰万零壹拾元整'],
    [1000100000000, '壹万零壹亿元整'],
    [-25.3, '负贰拾伍元叁角'],
    ['999999999999999.99', '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('%s → %s', (value, expected) => {
    expect(toChineseMoney(value)).toBe(expected);
  });

  it('rounds half up on the decimal digits (1.005 → 壹元零壹分)', () => {
    expect(toChineseMoney(1.005)).toBe('壹元零壹分');
    expect(toChineseMoney('0.994')).toBe('玖角玖分');
    expect(toChineseMoney('0.995')).toBe('壹元整');
  });

  it('refuses 1e15 and above, and unreadable input', () => {
    expect(toChineseMoney(1e15)).toBeUndefined();
    expect(toChineseMoney('-1000000000000000')).toBeUndefined();
    expect(toChineseMoney('abc')).toBeUndefined();
    expect(toChineseMoney('')).toBeUndefined();
    expect(toChineseMoney(Number.NaN)).toBeUndefined();
  });

  it('treats a negative that rounds to zero as zero', () => {
    expect(toChineseMoney(-0.001)).toBe('零元整');
  });

  it('reads back to the same amount for every value below 1e15, with well-placed 零 and 整', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n }), (cents) => {
        const text = toChineseMoney(centsToText(cents)) as string;
        expect(parseCents(text)).toBe(cents);
        if (cents === 0n) expect(text).toBe('零元整');
        else expect(text).not.toMatch(/零零|零[元万亿角分整]|^负?零/);
        expect(text.endsWith('整')).toBe(cents % 100n === 0n);
        if (cents % 100n !== 0n && (cents < 0n ? -cents : cents) >= 100n) {
          // 角 zero and 分 not: 零 between 元 and 分.
          const fen = (cents < 0n ? -cents : cents) % 100n;
          if (fen < 10n) expect(text).toMatch(/元零.分$/);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
