import type { PlanFrequency } from '@/shared/trading';

import type { Context } from '../../core/context';

export interface PlanRow {
  plan_no: string;
  account_id: number;
  idempotency_key: string;
  fingerprint: string;
  trade_account: string;
  fund_code: string;
  amount: string;
  frequency: PlanFrequency;
  day: number;
  anchor_date: string;
  next_date: string;
  card_id: number;
  state: 'active' | 'paused' | 'stopped';
  paused_by_failures: number;
  failures: number;
  session_hash: string;
  created_at: number;
  updated_at: number;
}

export interface RunRow {
  plan_no: string;
  period: number;
  scheduled_date: string;
  run_date: string;
  amount: string;
  app_no: string | null;
  refusal: string | null;
  at: number;
}

/** The minimum per period of a fund that takes plans; undefined: 暂不支持定投. */
export const planMinimumOf = (ctx: Context, fundCode: string): string | undefined =>
  ctx.db.get<{ min_amount: string }>('SELECT min_amount FROM plan_fund_terms WHERE fund_code = ?', [fundCode])
    ?.min_amount;

export function insertPlan(ctx: Context, row: Omit<PlanRow, 'plan_no'>, applyDate: string): string {
  const count = ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM invest_plans')?.n ?? 0;
  const planNo = `DT${applyDate}${String(count + 1).padStart(6, '0')}`;
  ctx.db.run(
    `INSERT INTO invest_plans (plan_no, account_id, idempotency_key, fingerprint, trade_account, fund_code, amount,
      frequency, day, anchor_date, next_date, card_id, state, paused_by_failures, failures, session_hash,
      created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      planNo,
      row.account_id,
      row.idempotency_key,
      row.fingerprint,
      row.trade_account,
      row.fund_code,
      row.amount,
      row.frequency,
      row.day,
      row.anchor_date,
      row.next_date,
      row.card_id,
      row.state,
      row.paused_by_failures,
      row.failures,
      row.session_hash,
      row.created_at,
      row.updated_at,
    ],
  );
  return planNo;
}

export const findPlan = (ctx: Context, planNo: string): PlanRow | undefined =>
  ctx.db.get<PlanRow>('SELECT * FROM invest_plans WHERE plan_no = ?', [planNo]);

export const planByKey = (ctx: Context, accountId: number, key: string): PlanRow | undefined =>
  ctx.db.get<PlanRow>('SELECT * FROM invest_plans WHERE account_id = ? AND idempotency_key = ?', [
    accountId,
    key,
  ]);

export const plansOf = (ctx: Context, accountId: number): PlanRow[] =>
  ctx.db.all<PlanRow>(
    'SELECT * FROM invest_plans WHERE account_id = ? ORDER BY created_at DESC, plan_no DESC',
    [accountId],
  );

/** Active plans whose next period's date has come (the trading-day shift is the caller's). */
export const activePlansThrough = (ctx: Context, date: string): PlanRow[] =>
  ctx.db.all<PlanRow>(
    "SELECT * FROM invest_plans WHERE state = 'active' AND next_date <= ? ORDER BY created_at, plan_no",
    [date],
  );

type Changes = Partial<
  Pick<
    PlanRow,
    'amount' | 'frequency' | 'day' | 'anchor_date' | 'next_date' | 'state' | 'paused_by_failures' | 'failures'
  >
>;

export function updatePlan(ctx: Context, planNo: string, changes: Changes, now: number): void {
  const names = Object.keys(changes) as Array<keyof Changes>;
  ctx.db.run(
    `UPDATE invest_plans SET ${names.map((name) => `${name} = ?`).join(', ')}, updated_at = ? WHERE plan_no = ?`,
    [...names.map((name) => changes[name] as string | number), now, planNo],
  );
}

export function insertRun(ctx: Context, run: Omit<RunRow, 'period'>): number {
  const period =
    (ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM invest_plan_runs WHERE plan_no = ?', [run.plan_no])
      ?.n ?? 0) + 1;
  ctx.db.run(
    `INSERT INTO invest_plan_runs (plan_no, period, scheduled_date, run_date, amount, app_no, refusal, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [run.plan_no, period, run.scheduled_date, run.run_date, run.amount, run.app_no, run.refusal, run.at],
  );
  return period;
}

export const runsOf = (ctx: Context, planNo: string): RunRow[] =>
  ctx.db.all<RunRow>('SELECT * FROM invest_plan_runs WHERE plan_no = ? ORDER BY period DESC', [planNo]);

/** A fund that takes 定投 plans, with its minimum per period (kept when the fund already has its terms). */
export function insertPlanTerms(ctx: Context, fundCode: string, minAmount: string): void {
  ctx.db.run('INSERT OR IGNORE INTO plan_fund_terms (fund_code, min_amount) VALUES (?, ?)', [
    fundCode,
    minAmount,
  ]);
}
