import { shouldSearch, suggestionsFor } from '@/features/fund-search/suggestions';

const FUNDS = [
  { code: '970091', name: '国证资管MSCI中国A股指数' },
  { code: '970001', name: '国证资管货币市场基金A' },
];

describe('the fund search rules', () => {
  it('searches only text with a letter, digit or Chinese character', () => {
    expect(shouldSearch(' %%- ')).toBe(false);
    expect(shouldSearch('')).toBe(false);
    expect(shouldSearch('ms')).toBe(true);
    expect(shouldSearch('国证')).toBe(true);
  });

  it('keeps only what matches on code or name, case-insensitively', () => {
    expect(suggestionsFor('msci', { ok: true, value: FUNDS })).toEqual({ status: 'done', items: [FUNDS[0]] });
    expect(suggestionsFor('9700', { ok: true, value: FUNDS })).toEqual({ status: 'done', items: FUNDS });
  });

  it('shows a failure with its message, and nothing for a silent one (403000)', () => {
    expect(suggestionsFor('x', { ok: false, state: 503000, message: '系统繁忙' })).toEqual({
      status: 'error',
      message: '系统繁忙',
    });
    expect(suggestionsFor('x', { ok: false, state: 403000, silent: true })).toEqual({ status: 'idle' });
  });
});
