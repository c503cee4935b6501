import type { NavPoint } from '@/api/fund/contract';
import { navRows, navSummary } from '@/features/fund/detail/nav-rows';

const point = (navDate: string, nav: string): NavPoint => ({
  navDate,
  nav,
  totalNav: nav,
  currentRatio: null,
  perMyriadIncome: null,
});

/** Trading days of two weeks and two months (Mon 2026-11-02 … Tue 2026-12-01). */
const NAVS = [
  point('20261102', '1.0000'),
  point('20261106', '1.0100'),
  point('20261109', '1.0200'),
  point('20261113', '1.0300'),
  point('20261130', '1.0400'),
  point('20261201', '1.0500'),
];

describe('the NAV table of 产品详情', () => {
  it('lists every day within a month, newest first', () => {
    expect(navRows('1m', NAVS).map((p) => p.navDate)).toEqual([
      '20261201',
      '20261130',
      '20261113',
      '20261109',
      '20261106',
      '20261102',
    ]);
  });

  it('keeps the last day of each week up to six months, of each month beyond', () => {
    expect(navRows('3m', NAVS).map((p) => p.navDate)).toEqual(['20261201', '20261113', '20261106']);
    expect(navRows('1y', NAVS).map((p) => p.navDate)).toEqual(['20261201', '20261130']);
  });

  it('says the history in words', () => {
    expect(navSummary('1m', NAVS, false)).toBe(
      '近1月（2026-11-02至2026-12-01）：单位净值由1.0000变为1.0500，累计净值由1.0000变为1.0500。',
    );
    expect(navSummary('3y', [], false)).toBe('近3年暂无净值数据。');
  });
});
