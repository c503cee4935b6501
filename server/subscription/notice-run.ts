import { shanghaiParts } from '@/shared/time';

import { composeMail } from '../account/mailer';
import { emailOf } from '../account/store-email';
import { accountById, type AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { RuleError } from '../core/rule-error';
import { navPublishedThrough } from '../fund/rules';
import { netValueNotice, redeemNotice, statementNotice, type Notice } from './notice-messages';
import { lastEndedPeriod } from './notice-rules';
import {
  allNoticeChoices,
  recordSend,
  redemptionsConfirmedSince,
  wasSent,
  type NoticeRow,
} from './store-notices';

const dayOf = (instant: number) => shanghaiParts(instant).date;

/** The NAV date public now, or null past the exchange calendar (nothing is published then). */
function publishedNavDate(now: number): string | null {
  try {
    return navPublishedThrough(now);
  } catch (error) {
    if (error instanceof RuleError && error.kind === 'calendar-range') return null;
    throw error;
  }
}

/**
 * What one subscription has due now and has not been sent: the statement of the last period that ended (if
 * it ended on or after the day of subscribing), the NAVs published today of what is held, the redemptions
 * confirmed since subscribing. Only the latest statement period: a back office down for weeks does not
 * send a pile of old statements.
 */
async function dueNotices(ctx: Context, account: AccountRow, row: NoticeRow, now: number): Promise<Notice[]> {
  const since = dayOf(row.subscribed_at);
  if (row.kind === 'statement' && row.period) {
    const period = lastEndedPeriod(row.period, dayOf(now));
    if (period.endDate < since || wasSent(ctx, row, `${period.beginDate}-${period.endDate}`)) return [];
    return [await statementNotice(ctx, account, period, row.channel)];
  }
  if (row.kind === 'netValue') {
    const navDate = publishedNavDate(now);
    if (!navDate || navDate < since || wasSent(ctx, row, navDate)) return [];
    const notice = netValueNotice(ctx, account, navDate);
    return notice ? [notice] : [];
  }
  return redemptionsConfirmedSince(ctx, account.id, row.subscribed_at)
    .filter((r) => !wasSent(ctx, row, r.app_no))
    .map((r) => redeemNotice(account, r));
}

/**
 * Sends one notice by the row's channel and records it (once per occasion). E-mail goes to the address on
 * file (none: nothing is sent); the official account's messages wait in the outbox for the WeChat gateway,
 * addressed by the fund account.
 */
async function deliver(ctx: Context, account: AccountRow, row: NoticeRow, notice: Notice, now: number) {
  const base = {
    accountId: account.id,
    kind: row.kind,
    channel: row.channel,
    occasion: notice.occasion,
    subject: notice.subject,
    body: notice.text,
    at: now,
  };
  if (row.channel === 'officialAccount') {
    return recordSend(ctx, { ...base, address: account.fund_account, raw: null });
  }
  const address = emailOf(ctx, account.id);
  if (!address) return false;
  const { raw } = await composeMail({ to: address, ...notice });
  return recordSend(ctx, { ...base, address, raw });
}

/**
 * 对账单与提醒: everything the subscriptions have due, sent (the confirm batch's scheduler calls it after
 * each catch-up: after the NAVs are published and the day's orders confirmed). Answers how many were sent.
 */
export async function sendDueNotices(ctx: Context): Promise<number> {
  const now = ctx.clock.now();
  let sent = 0;
  for (const row of allNoticeChoices(ctx)) {
    const account = accountById(ctx, row.account_id);
    if (!account) continue;
    for (const notice of await dueNotices(ctx, account, row, now)) {
      if (await deliver(ctx, account, row, notice, now)) sent += 1;
    }
  }
  return sent;
}
