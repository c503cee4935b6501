import type { Context } from '../core/context';

export interface SubscriptionRow {
  code: string;
  name: string;
  subscribed_at: number;
}

export function subscriptionOf(ctx: Context, accountId: number): SubscriptionRow | undefined {
  return ctx.db.get<SubscriptionRow>(
    `SELECT a.code, a.name, s.subscribed_at FROM subscriptions s JOIN advisers a ON a.code = s.adviser_code
     WHERE s.account_id = ?`,
    [accountId],
  );
}

export function adviserByCode(ctx: Context, code: string): { code: string; name: string } | undefined {
  return ctx.db.get<{ code: string; name: string }>('SELECT code, name FROM advisers WHERE code = ?', [code]);
}

export function saveSubscription(ctx: Context, accountId: number, code: string, now: number): void {
  ctx.db.run(
    `INSERT INTO subscriptions (account_id, adviser_code, subscribed_at) VALUES (?, ?, ?)
     ON CONFLICT(account_id) DO UPDATE SET adviser_code = excluded.adviser_code, subscribed_at = excluded.subscribed_at`,
    [accountId, code, now],
  );
}
