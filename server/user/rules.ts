import { MESSAGES } from '@/shared/validation/messages';
import { isAddressLengthValid, isDetailedAddress, isEmail } from '@/shared/validation/rules';

import { daysBetween, type YyyyMmDd } from '../core/shanghai-day';

export const LONG_TERM = '99991231';
/** Applications of one kind an investor may file per Shanghai day. */
export const DAILY_CHANGES = 3;

/** The document's end date against today: expired the day after it; a long-term card never. */
export function certificateState(endDate: YyyyMmDd | null, today: YyyyMmDd) {
  if (!endDate) return { endDate: null, expired: false, daysLeft: null };
  if (endDate === LONG_TERM) return { endDate, expired: false, daysLeft: null };
  const daysLeft = daysBetween(today, endDate);
  return { endDate, expired: daysLeft < 0, daysLeft };
}

/**
 * The rules of trading-accounts §5 the back office checks again on PUT /v1/user (the contract has checked
 * the shapes of postcode, landline and area code): the first broken one's message, as the form shows it.
 */
export function contactProblem(fields: { address: string; email: string }): string | null {
  const address = fields.address.trim();
  if (!isAddressLengthValid(address)) return MESSAGES.addressLength;
  if (!isDetailedAddress(address)) return MESSAGES.addressDetail;
  if (!isEmail(fields.email.trim())) return MESSAGES.emailFormat;
  return null;
}

/** A date in yyyyMMdd that exists and is not before 1900. */
export function isRealDay(day: string): boolean {
  if (day === LONG_TERM) return true;
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(4, 6));
  const d = Number(day.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
