import type { NavPoint } from '@/server/fund/nav-generator';

/** A NAV fund's published point: the NAV (the accumulated NAV the same), with its dividend per share if any. */
export const navPoint = (date: string, nav: string, dividend: string | null = null): NavPoint => ({
  date,
  nav,
  totalNav: nav,
  dividend,
  myriadIncome: null,
  sevenDayYield: null,
});
