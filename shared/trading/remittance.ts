import { REMITTANCE_WARNING_MINUTES } from '@/shared/config/constants';

/**
 * Where a bank transfer (汇款) stands against its deadline (remitDeadDate remittanceTime, Shanghai wall time,
 * as an instant): open; near within 30 minutes (spec §9: the page warns); passed from the deadline on, when the
 * back office takes no payment for it any more. Both sides read it on the server's clock.
 */
export type RemittanceWindow = 'open' | 'near' | 'passed';

const WARNING_MS = REMITTANCE_WARNING_MINUTES * 60 * 1000;

export function remittanceWindow(deadlineMs: number, nowMs: number): RemittanceWindow {
  const left = deadlineMs - nowMs;
  if (left <= 0) return 'passed';
  return left <= WARNING_MS ? 'near' : 'open';
}
