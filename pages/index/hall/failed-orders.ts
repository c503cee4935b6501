import type { TradeRecordItem } from '@/api/account/contract-assets';
import { orderDetailPath } from '@/features/trade-kit';
import { BUSINESS_TYPE } from '@/shared/enums/fund';
import { formatDate, toShanghaiDate } from '@/shared/time';

import type { Reminder } from './reminders';

/** How long a failed order stays among the hall's 待办 (a week: past the next statement's arrival). */
export const FAILED_ORDER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The investor is told of an order that failed (issue 38 item 4: a late remittance is 失败 with its reason),
 * in the hall for a week after it was applied for, with the way to its detail page.
 */
export function failedOrderItems(
  rows: readonly TradeRecordItem[] | undefined,
  nowMs: number | undefined,
): Reminder[] {
  if (!rows || nowMs === undefined) return [];
  return rows
    .filter((r) => r.orderStatus === '2')
    .filter((r) => (toShanghaiDate(r.applyDate)?.getTime() ?? 0) >= nowMs - FAILED_ORDER_DAYS * DAY_MS)
    .map((r) => ({
      key: `failed-${r.appNo}`,
      tone: 'expired' as const,
      text: `您${formatDate(r.applyDate)}的${BUSINESS_TYPE[r.businessType]}申请（${r.fundName}）未成功${r.reason ? `：${r.reason}` : ''}`,
      action: { label: '查看详情', to: orderDetailPath(r.appNo) },
    }));
}
