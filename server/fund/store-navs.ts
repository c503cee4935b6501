import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../core/context';
import type { NavPoint } from './nav-generator';

interface NavRow {
  nav_date: string;
  nav: string;
  total_nav: string;
  dividend: string | null;
  per_myriad_income: string | null;
  seven_day_yield: string | null;
}

const toPoint = (row: NavRow): NavPoint => ({
  date: row.nav_date,
  nav: row.nav,
  totalNav: row.total_nav,
  dividend: row.dividend,
  myriadIncome: row.per_myriad_income,
  sevenDayYield: row.seven_day_yield,
});

const COLUMNS = 'nav_date, nav, total_nav, dividend, per_myriad_income, seven_day_yield';

/** The last NAV date stored for each fund that has one. */
export function lastStoredNavDates(ctx: Context): Map<string, YyyyMmDd> {
  const rows = ctx.db.all<{ fund_code: string; last: string }>(
    'SELECT fund_code, MAX(nav_date) AS last FROM fund_navs GROUP BY fund_code',
  );
  return new Map(rows.map((row) => [row.fund_code, row.last]));
}

export function insertNavPoints(ctx: Context, fundCode: string, points: NavPoint[]): void {
  ctx.db.tx(() => {
    for (const p of points) {
      ctx.db.run(`INSERT INTO fund_navs (fund_code, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`, [
        fundCode,
        p.date,
        p.nav,
        p.totalNav,
        p.dividend,
        p.myriadIncome,
        p.sevenDayYield,
      ]);
    }
  });
}

/** A fund's history from `from` (included) to `through` (included), oldest first. */
export function navHistory(ctx: Context, fundCode: string, through: YyyyMmDd, from = '00000000'): NavPoint[] {
  return ctx.db
    .all<NavRow>(
      `SELECT ${COLUMNS} FROM fund_navs WHERE fund_code = ? AND nav_date >= ? AND nav_date <= ? ORDER BY nav_date`,
      [fundCode, from, through],
    )
    .map(toPoint);
}

/** The NAV point of exactly this date (a trade date's NAV), if stored. */
export function navOn(ctx: Context, fundCode: string, date: YyyyMmDd): NavPoint | null {
  const row = ctx.db.get<NavRow>(`SELECT ${COLUMNS} FROM fund_navs WHERE fund_code = ? AND nav_date = ?`, [
    fundCode,
    date,
  ]);
  return row ? toPoint(row) : null;
}

/** The latest NAV published (the database holds none the clock has not reached), or the latest on or before `through`. */
export function latestNav(ctx: Context, fundCode: string, through: YyyyMmDd = '99991231'): NavPoint | null {
  const row = ctx.db.get<NavRow>(
    `SELECT ${COLUMNS} FROM fund_navs WHERE fund_code = ? AND nav_date <= ? ORDER BY nav_date DESC LIMIT 1`,
    [fundCode, through],
  );
  return row ? toPoint(row) : null;
}
