import { composeMail } from '../account/mailer';
import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { formatShanghaiMinute } from '../core/time';
import { recordSend } from '../subscription/store-notices';

export const EMAIL_CHANGE_NEEDS_SMS = '修改电子邮箱须先完成短信验证';

/** z***@example.com: the new address as the old one reads it. */
const masked = (address: string) => address.replace(/^(.)[^@]*@/, '$1***@');

/**
 * Tells the old address that the e-mail on file changed (statements and certificates go to the new one from
 * now on), through the back office's notice outbox (GET /__dev/notice/outbox locally).
 */
export async function tellOldAddress(
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
