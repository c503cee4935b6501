import { formatShanghaiMinute } from '@/shared/time';

import { composeMail } from '../account/mailer';
import { emailOf, setEmail } from '../account/store-email';
import { spendTicket } from '../auth/second-factor';
import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint } from '../core/http/envelope';
import { recordSend } from '../subscription/store-notices';

export const EMAIL_CHANGE_NEEDS_SMS = '修改电子邮箱须先完成短信验证';

/** z***@example.com: the new address as the old one reads it. */
const masked = (address: string) => address.replace(/^(.)[^@]*@/, '$1***@');

/**
 * The e-mail on file changes (个人资料's save or the consignment e-mail dialog): the SMS second factor's
 * ticket is spent, `alsoSave` (the rest of 个人资料) and the new address written in one transaction, then the
 * old address is told.
 */
export async function changeEmail(
  ctx: Context,
  account: AccountRow,
  change: { email: string; ticket: string | undefined },
  alsoSave: () => void = () => undefined,
): Promise<void> {
  if (!change.ticket) throw hint(EMAIL_CHANGE_NEEDS_SMS);
  const [old, at, ticket] = [emailOf(ctx, account.id), ctx.clock.now(), change.ticket];
  transaction(ctx, () => {
    spendTicket(ctx, account.id, ticket);
    alsoSave();
    setEmail(ctx, account.id, change.email);
  });
  if (old) await tellOldAddress(ctx, account, { old, new: change.email, at });
}

/**
 * Tells the old address that the e-mail on file changed (statements and certificates go to the new one from
 * now on), through the back office's notice outbox (GET /__dev/notice/outbox locally).
 */
async function tellOldAddress(
  ctx: Context,
  account: AccountRow,
  change: { old: string; new: string; at: number },
): Promise<void> {
  const subject = '国证资管：您登记的电子邮箱已修改';
  const text = [
    `尊敬的${account.name}：`,
    '',
    `您在国证资管登记的电子邮箱已修改为 ${masked(change.new)}（${formatShanghaiMinute(change.at)}），今后对账单、资产证明将发送至新邮箱。`,
    '如非本人操作，请立即致电客服热线95517。',
    '',
    '国证资管',
  ].join('\n');
  const { raw } = await composeMail({ to: change.old, subject, text });
  recordSend(ctx, {
    accountId: account.id,
    kind: 'emailChanged',
    channel: 'email',
    occasion: `${change.at}:${change.new.toLowerCase()}`,
    address: change.old,
    subject,
    body: text,
    raw,
    at: change.at,
  });
}
