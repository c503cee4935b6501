import type { Context } from '../../core/context';
import type { PrivateStage } from './rules';

export interface PrivateOrderRow {
  app_no: string;
  account_id: number;
  fund_code: string;
  signed_at: number;
  /** Both empty until the money arrived (a bank transfer); the cooling-off counts from then. */
  paid_at: number | null;
  cooling_ends_at: number | null;
  stage: PrivateStage;
  closed_at: number | null;
  visit_answers: string | null;
  /** The investor's online answers (stage answered), then the back-office reviewer who confirmed the visit. */
  answered_at: number | null;
  reviewer: string | null;
  reviewed_at: number | null;
}

export function insertPrivateOrder(
  ctx: Context,
  row: Omit<
    PrivateOrderRow,
    'stage' | 'closed_at' | 'visit_answers' | 'answered_at' | 'reviewer' | 'reviewed_at'
  >,
): void {
  ctx.db.run(
    `INSERT INTO private_orders (app_no, account_id, fund_code, signed_at, paid_at, cooling_ends_at, stage)
     VALUES (?, ?, ?, ?, ?, ?, 'pending')`,
    [row.app_no, row.account_id, row.fund_code, row.signed_at, row.paid_at, row.cooling_ends_at],
  );
}

export function findPrivateOrder(
  ctx: Context,
  accountId: number,
  appNo: string,
): PrivateOrderRow | undefined {
  return ctx.db.get<PrivateOrderRow>('SELECT * FROM private_orders WHERE app_no = ? AND account_id = ?', [
    appNo,
    accountId,
  ]);
}

export function findPrivateOrderByNo(ctx: Context, appNo: string): PrivateOrderRow | undefined {
  return ctx.db.get<PrivateOrderRow>('SELECT * FROM private_orders WHERE app_no = ?', [appNo]);
}

/** The investor's private orders, newest first. */
export function privateOrdersOf(ctx: Context, accountId: number): PrivateOrderRow[] {
  return ctx.db.all<PrivateOrderRow>(
    'SELECT p.* FROM private_orders p JOIN orders o ON o.app_no = p.app_no WHERE p.account_id = ? ORDER BY o.rowid DESC',
    [accountId],
  );
}

export function closePrivateOrder(
  ctx: Context,
  close: {
    appNo: string;
    stage: Exclude<PrivateStage, 'pending' | 'answered' | 'final'>;
    at: number;
    answers: unknown;
  },
): void {
  // Only an order whose visit is not confirmed closes: a second ending is no ending. Answers kept stay.
  ctx.db.run(
    `UPDATE private_orders SET stage = ?, closed_at = ?, visit_answers = COALESCE(?, visit_answers)
      WHERE app_no = ? AND stage IN ('pending', 'answered')`,
    [close.stage, close.at, close.answers === null ? null : JSON.stringify(close.answers), close.appNo],
  );
}

/** The investor answered the visit (all key questions 是): it awaits the reviewer's confirmation. */
export function markAnswered(ctx: Context, appNo: string, at: number, answers: unknown): void {
  ctx.db.run(
    "UPDATE private_orders SET stage = 'answered', answered_at = ?, visit_answers = ? WHERE app_no = ? AND stage = 'pending'",
    [at, JSON.stringify(answers), appNo],
  );
}

/** The reviewer confirmed the answered visit (回访确认成功): the order is final. False: moved meanwhile. */
export function markReviewed(ctx: Context, appNo: string, reviewer: string, at: number): boolean {
  return (
    ctx.db.run(
      "UPDATE private_orders SET stage = 'final', reviewer = ?, reviewed_at = ?, closed_at = ? WHERE app_no = ? AND stage = 'answered'",
      [reviewer, at, at, appNo],
    ) === 1
  );
}

/** Paid orders whose visit is unconfirmed and whose cooling-off ended before `endedBefore` (deadline candidates). */
export function unconfirmedVisits(ctx: Context, endedBefore: number): PrivateOrderRow[] {
  return ctx.db.all<PrivateOrderRow>(
    `SELECT p.* FROM private_orders p JOIN orders o ON o.app_no = p.app_no
      WHERE p.stage IN ('pending', 'answered') AND o.state = 'applied' AND p.cooling_ends_at < ?`,
    [endedBefore],
  );
}

/** Whether one of the investor's private orders is in its cooling-off now (paid, pending, not yet over). */
export function inCoolingOff(ctx: Context, accountId: number, now: number): boolean {
  return !!ctx.db.get(
    `SELECT 1 FROM private_orders p JOIN orders o ON o.app_no = p.app_no
      WHERE p.account_id = ? AND p.stage = 'pending' AND o.state = 'applied' AND p.cooling_ends_at > ?`,
    [accountId, now],
  );
}

/** Whether this order is a private one whose return visit is confirmed: no 撤单 or 解除合同 undoes it then. */
export const visitConfirmed = (ctx: Context, appNo: string): boolean =>
  !!ctx.db.get("SELECT 1 FROM private_orders WHERE app_no = ? AND stage = 'final'", [appNo]);
