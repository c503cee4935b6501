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
}

export function insertPrivateOrder(
  ctx: Context,
  row: Omit<PrivateOrderRow, 'stage' | 'closed_at' | 'visit_answers'>,
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
  close: { appNo: string; stage: Exclude<PrivateStage, 'pending'>; at: number; answers: unknown },
): void {
  // Only a pending order closes: a second ending is no ending.
  ctx.db.run(
    "UPDATE private_orders SET stage = ?, closed_at = ?, visit_answers = ? WHERE app_no = ? AND stage = 'pending'",
    [close.stage, close.at, close.answers === null ? null : JSON.stringify(close.answers), close.appNo],
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
