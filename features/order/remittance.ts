import { shanghaiDate } from '@/shared/format';

/**
 * The remittance deadline of a direct-sale order (spec §3 order date info: remitDeadDate yyyyMMdd,
 * remittanceTime HHMMSS, Shanghai wall time); where it stands (the near-deadline warning of §4) is
 * shared/trading's remittanceWindow, the back office's rule too.
 */

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
