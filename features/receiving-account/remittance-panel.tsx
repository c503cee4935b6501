import { SectionTitle } from '@/features/trade-kit';

import { ReceivingAccountPanel } from './receiving-account-panel';
import { RemittanceDeadline } from './remittance-deadline';
import './remittance.css';

const REMITTANCE_TEXT = { title: '请汇款至以下账户' } as const;

export interface RemittancePanelProps {
  fundCode: string;
  /** yyyyMMdd and HHmmss; absent: the deadline as customer service tells it. */
  remitDeadDate: string | null;
  remittanceTime: string | null;
  serverOffsetMs: number | undefined;
}

/**
 * Where and by when to remit an unpaid bank transfer (汇款): the deadline with the 30-minute warning and the
 * receiving accounts (name, account, bank, 大额支付号). The same panel wherever the investor finds the order:
 * right after submitting, in transit on the assets screen, in the private order's detail.
 */
export function RemittancePanel({
  fundCode,
  remitDeadDate,
  remittanceTime,
  serverOffsetMs,
}: RemittancePanelProps) {
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
    </div>
  );
}
