import { shanghaiMoment, useServerNow } from '@/features/trade-kit';
import { formatDateTime } from '@/shared/time';
import { remittanceWindow } from '@/shared/trading';

import './remittance.css';

const REMITTANCE_TEXT = {
  deadline: (at: string) => `请于${at}前完成汇款`,
  near: '距汇款截止时间已不足30分钟，请尽快完成汇款',
  passed: '已过汇款截止时间，本笔申请可能无法确认，如有疑问请联系客服（95517）',
  unknown: '汇款截止时间以客服告知为准',
} as const;

export interface RemittanceDeadlineProps {
  remitDeadDate: string;
  /** HHMMSS */
  remittanceTime: string;
  serverOffsetMs: number | undefined;
}

/** The remittance deadline, with the spec's near-deadline warning (≤ 30 minutes, by the server clock). */
export function RemittanceDeadline({
  remitDeadDate,
  remittanceTime,
  serverOffsetMs,
}: RemittanceDeadlineProps) {
  const now = useServerNow(serverOffsetMs);
  const deadline = shanghaiMoment(remitDeadDate, remittanceTime);
  if (!deadline) return <p className="gz-order-remit__deadline">{REMITTANCE_TEXT.unknown}</p>;
  const phase = now ? remittanceWindow(deadline.getTime(), now.getTime()) : 'open';
  return (
    <div className="gz-order-remit">
      <p className="gz-order-remit__deadline">{REMITTANCE_TEXT.deadline(formatDateTime(deadline))}</p>
      {phase === 'near' && (
        <p className="gz-order-remit__warning" role="alert">
          {REMITTANCE_TEXT.near}
        </p>
      )}
      {phase === 'passed' && (
        <p className="gz-order-remit__warning" role="alert">
          {REMITTANCE_TEXT.passed}
        </p>
      )}
    </div>
  );
}
