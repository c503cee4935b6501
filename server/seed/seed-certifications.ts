import { DAY } from '@/shared/time';

import type { Context } from '../core/context';
import { insertDecidedApply } from '../investor/store';
import { DEMO } from './demo-identities';

/** The demo reviewer, as the records name them. */
export const DEMO_REVIEWER = '审核员 王敏';

/**
 * The reviewer's past decisions: the passes behind the certified demo investors (周九 professional, 吕八 and
 * 郑一 qualified, the latter since lapsed) and one rejection with its reason (韩三, who stays uncertified).
 */
export function seedCertifications(ctx: Context, now: number): void {
  const decided = [
    // A pass is valid one year (investor/rules.ts): decided 30 days ago, it ends in 334 days (demo-identities).
    { who: DEMO.zhouJiu, kind: '75', daysAgo: 30, flag: '1', reason: null },
    { who: DEMO.lvBa, kind: '73', daysAgo: 30, flag: '1', reason: null },
    { who: DEMO.zhengYi, kind: '73', daysAgo: 374, flag: '1', reason: null },
    {
      who: DEMO.hanSan,
      kind: '73',
      daysAgo: 40,
      flag: '2',
      reason: '投资经历证明未显示2年以上的交易记录，请重新上传',
    },
  ];
  decided.forEach(({ who, kind, daysAgo, flag, reason }, index) =>
    insertDecidedApply(ctx, {
      applyId: `QDEMO${String(index + 1).padStart(4, '0')}`,
      idNo: who.idNo,
      kind,
      at: now - daysAgo * DAY,
      flag,
      reason,
      reviewer: DEMO_REVIEWER,
    }),
  );
}
