import type { UserDetailData } from '@/api/user/contract';
import { ROUTES } from '@/shared/routing';

import type { Reminder } from './reminders';

const KIND_NAMES = {
  idCard: '身份证',
  corporate: '法定代表人证件',
  contactor: '负责人证件',
  agent: '经办人证件',
} as const;

/**
 * What needs the investor's attention besides end dates: an expired document, contact details never given,
 * no bank card, and the document applications under review or turned down (with the way to act).
 */
export function attentionItems(user: UserDetailData | undefined, cardCount: number | undefined): Reminder[] {
  if (!user) return [];
  const items: Reminder[] = [];
  if (user.idExpired) {
    items.push({
      key: 'id-expired',
      tone: 'expired',
      text: '您的证件已过期，请尽快更新证件信息，以免影响交易',
      action: user.isNaturalPerson ? { label: '更新证件', to: ROUTES.modifyIdCard } : undefined,
    });
  }
  if (!user.contact.address) {
    items.push({
      key: 'contact',
      tone: 'soon',
      text: '您的联系地址等个人资料尚未填写',
      action: { label: '完善资料', to: ROUTES.modifyInfo },
    });
  }
  if (cardCount === 0) {
    items.push({
      key: 'card',
      tone: 'soon',
      text: '您还没有绑定银行卡',
      action: { label: '添加银行卡', to: ROUTES.cardAdd },
    });
  }
  for (const change of user.changes) {
    // The investor's own passport, permit or residence card is not a 身份证.
    const name = change.kind === 'idCard' && change.idType !== '0' ? '证件' : KIND_NAMES[change.kind];
    if (change.auditFlag === '0') {
      items.push({ key: `change-${change.kind}`, tone: 'soon', text: `您的${name}更新申请正在审核中` });
    } else if (change.auditFlag === '2') {
      items.push({
        key: `change-${change.kind}`,
        tone: 'expired',
        text: `您的${name}更新申请未通过审核${change.rejectReason ? `：${change.rejectReason}` : ''}`,
        action: { label: '查看', to: ROUTES.userInfo },
      });
    }
  }
  return items;
}
