import { REMITTANCE_WARNING_MINUTES } from '@/shared/config/constants';
import { shanghaiDate } from '@/shared/format';

/**
 * The remittance deadline of a direct-sale order (spec §3 order date info: remitDeadDate yyyyMMdd,
 * remittanceTime HHMMSS, Shanghai wall time) and the near-deadline warning of §4: it shows when the
 * deadline is within 30 minutes of the server's present time.
 */

export type RemittanceWindow = 'open' | 'near' | 'passed';

const WARNING_MS = REMITTANCE_WARNING_MINUTES * 60 * 1000;

/** The deadline as an instant, or undefined when either part is unreadable. */
export function remittanceDeadline(remitDeadDate: string, remittanceTime: string): Date | undefined {
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(remitDeadDate.trim());
  const time = /^([01]\d|2[0-3])([0-5]\d)([0-5]\d)$/.exec(remittanceTime.trim());
  if (!date || !time) return undefined;
  const deadline = shanghaiDate(
    Number(date[1]),
    Number(date[2]),
    Number(date[3]),
    Number(time[1]),
    Number(time[2]),
    Number(time[3]),
  );
  // A plain instant: callers compare it and need no zone attached.
  return deadline && new Date(deadline.getTime());
}

/** open: more than 30 minutes left; near: 30 minutes or less; passed: the deadline is over. */
export function remittanceWindow(deadline: Date, serverNow: Date): RemittanceWindow {
  const left = deadline.getTime() - serverNow.getTime();
  if (left <= 0) return 'passed';
  return left <= WARNING_MS ? 'near' : 'open';
}
