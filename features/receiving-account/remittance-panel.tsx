import { SectionTitle } from '@/features/trade-kit';
import { shanghaiMoment } from '@/features/trade-kit';
import { formatDate, MINUTE_PATTERN } from '@/shared/time';

import { ReceivingAccountPanel } from './receiving-account-panel';
import { RemittanceDeadline } from './remittance-deadline';
import { RemittanceInstructions, type RemittanceOrder } from './remittance-instructions';
import './remittance.css';

const REMITTANCE_TEXT = { title: '请汇款至以下账户' } as const;

export interface RemittancePanelProps {
  fundCode: string;
  /** yyyyMMdd and HHmmss; absent: the deadline as customer service tells it. */
  remitDeadDate: string | null;
  remittanceTime: string | null;
  serverOffsetMs: number | undefined;
  /** The order to pay: its amount and number (the 附言); without it only where and by when. */
  order?: RemittanceOrder;
}

/**
 * Where and by when to remit an unpaid bank transfer (汇款): the deadline with the 30-minute warning and the
 * receiving accounts (name, account, bank, 大额支付号), then — given the order — how: the exact amount, from
 * the investor's own account, with the order number as 附言. The same panel wherever the investor finds the order:
 * right after submitting, in transit on the assets screen, in the private order's detail.
 */
export function RemittancePanel({
  fundCode,
  remitDeadDate,
  remittanceTime,
  serverOffsetMs,
  order,
}: RemittancePanelProps) {
  const deadline =
    remitDeadDate && remittanceTime ? shanghaiMoment(remitDeadDate, remittanceTime) : undefined;
  return (
    <div className="gz-order-placed__remit">
      <SectionTitle>{REMITTANCE_TEXT.title}</SectionTitle>
      {remitDeadDate && remittanceTime && (
        <RemittanceDeadline
          remitDeadDate={remitDeadDate}
          remittanceTime={remittanceTime}
          serverOffsetMs={serverOffsetMs}
        />
      )}
      <ReceivingAccountPanel fundCode={fundCode} />
      {order && (
        <RemittanceInstructions
          order={order}
          deadline={deadline ? formatDate(deadline, MINUTE_PATTERN) : undefined}
        />
      )}
    </div>
  );
}
