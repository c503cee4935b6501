import type { ConfirmRecordItem } from '@/api/account/contract-assets';

import type { SecurityNoticeKind } from '../auth/security-notices';
import type { Context } from '../core/context';
import type { NoticeChoice, NoticeKind } from './notice-rules';

/** The SQL of 对账单与提醒: the subscriptions, the sends made for them, the redemptions they report. */

export interface NoticeRow extends NoticeChoice {
  account_id: number;
  subscribed_at: number;
}

export function noticeChoicesOf(ctx: Context, accountId: number): NoticeRow[] {
  return ctx.db.all<NoticeRow>(
    `SELECT account_id, kind, channel, period, subscribed_at FROM notice_subscriptions
     WHERE account_id = ? ORDER BY kind, channel`,
    [accountId],
  );
}

/** Every subscription, investor by investor (the run's worklist). */
export function allNoticeChoices(ctx: Context): NoticeRow[] {
  return ctx.db.all<NoticeRow>(
    'SELECT account_id, kind, channel, period, subscribed_at FROM notice_subscriptions ORDER BY account_id',
  );
}

/**
 * Replaces the investor's subscriptions with `choices`. One kept as it was keeps its start (what it reports
 * begins there); a new one, or a statement whose period changed, starts `now`.
 */
export function saveNoticeChoices(
  ctx: Context,
  accountId: number,
  choices: readonly NoticeChoice[],
  now: number,
): void {
  const before = noticeChoicesOf(ctx, accountId);
  ctx.db.run('DELETE FROM notice_subscriptions WHERE account_id = ?', [accountId]);
  for (const choice of choices) {
    const kept = before.find(
      (b) => b.kind === choice.kind && b.channel === choice.channel && b.period === choice.period,
    );
    ctx.db.run(
      'INSERT INTO notice_subscriptions (account_id, kind, channel, period, subscribed_at) VALUES (?, ?, ?, ?, ?)',
      [accountId, choice.kind, choice.channel, choice.period, kept?.subscribed_at ?? now],
    );
  }
}

export interface NoticeSend {
  accountId: number;
  /** A subscription's kind, or a security notice no one subscribes to (the e-mail on file changed). */
  kind: NoticeKind | 'emailChanged' | SecurityNoticeKind;
  channel: string;
  occasion: string;
  address: string;
  subject: string;
  body: string;
  raw: string | null;
  at: number;
}

export function wasSent(ctx: Context, row: NoticeRow, occasion: string): boolean {
  return (
    ctx.db.get(
      'SELECT 1 AS one FROM notice_sends WHERE account_id = ? AND kind = ? AND channel = ? AND occasion = ?',
      [row.account_id, row.kind, row.channel, occasion],
    ) !== undefined
  );
}

/** Records a send once per occasion; answers whether this one was the first. */
export function recordSend(ctx: Context, send: NoticeSend): boolean {
  return (
    ctx.db.run(
      `INSERT OR IGNORE INTO notice_sends (account_id, kind, channel, occasion, address, subject, body, raw, at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        send.accountId,
        send.kind,
        send.channel,
        send.occasion,
        send.address,
        send.subject,
        send.body,
        send.raw,
        send.at,
      ],
    ) === 1
  );
}

export interface ConfirmedRedemption {
  app_no: string;
  fund_code: string;
  fund_name: string;
  apply_date: string;
  confirm_date: string;
  confirm_status: ConfirmRecordItem['confirmStatus'];
  /** The gross: confirmed shares × NAV, before the fee. */
  confirmed_amount: string;
  shares: string;
  fee: string;
  /** What is paid to the investor's card (the confirm trade record: gross − fee); null when none is. */
  net_amount: string | null;
  reason: string | null;
  payout_date: string | null;
}

/** The investor's redemptions confirmed (or refused) at or after `since`, oldest first. */
export function redemptionsConfirmedSince(
  ctx: Context,
  accountId: number,
  since: number,
): ConfirmedRedemption[] {
  return ctx.db.all<ConfirmedRedemption>(
    `SELECT o.app_no, o.fund_code, f.name AS fund_name, o.apply_date, c.confirm_date, c.confirm_status,
            c.confirmed_amount, c.shares, c.fee, c.reason, o.payout_date,
            (SELECT t.amount FROM trade_records t WHERE t.app_no = o.app_no AND t.kind = 'confirm') AS net_amount
     FROM orders o JOIN confirmations c ON c.app_no = o.app_no JOIN funds f ON f.code = o.fund_code
     WHERE o.account_id = ? AND o.business_type IN ('Redeem', 'BookRedeem') AND c.confirmed_at >= ?
     ORDER BY c.confirmed_at, o.app_no`,
    [accountId, since],
  );
}

export interface NoticeOutboxRow extends NoticeSend {
  id: number;
}

/** The newest sends first (the dev outbox). */
export function noticeOutbox(ctx: Context, limit: number): NoticeOutboxRow[] {
  return ctx.db.all<NoticeOutboxRow>(
    `SELECT id, account_id AS accountId, kind, channel, occasion, address, subject, body, raw, at
     FROM notice_sends ORDER BY id DESC LIMIT ?`,
    [limit],
  );
}
