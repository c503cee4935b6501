import type { ProfileCodes } from '@/api/user/contract';
import type { YyyyMmDd } from '@/shared/time';
import { MESSAGES } from '@/shared/validation/messages';
import { isAddressLengthValid, isDetailedAddress, isEmail } from '@/shared/validation/rules';
import { expiryOf } from '@/shared/validity/expiry';

import { dictionary } from '../dict/lookup';

export const LONG_TERM = '99991231';
/** Applications of one kind an investor may file per Shanghai day. */
export const DAILY_CHANGES = 3;

/** The document's end date against today by the shared rule: expired the day after it; a long-term card never. */
export function certificateState(endDate: YyyyMmDd | null, today: YyyyMmDd) {
  const expiry = endDate === null ? undefined : expiryOf(endDate, today);
  if (!expiry || expiry.state === 'longTerm') return { endDate, expired: false, daysLeft: null };
  return { endDate, expired: expiry.state === 'expired', daysLeft: expiry.daysLeft };
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

/** The profile's dictionaries (spec §3) and the words of its fields. */
const PROFILE_DICTIONARIES = [
  ['nationality', 4, '国籍'],
  ['education', 7, '学历'],
  ['yearIncome', 8, '年收入'],
  ['marriage', 15, '婚姻状况'],
  ['province', 12, '省份'],
] as const;

/**
 * A profile code that is not one of its dictionary's, or a region that does not hang together (a city of
 * another province, a county without its city): the message to show; null when the profile holds.
 */
export function profileProblem(profile: ProfileCodes): string | null {
  for (const [field, id, words] of PROFILE_DICTIONARIES) {
    const value = profile[field];
    if (value && !(value in dictionary(id, undefined))) return `所选${words}不在可选范围内，请重新选择`;
  }
  if (profile.city && !profile.province) return '请先选择省份';
  if (profile.city && !(profile.city in dictionary(13, profile.province)))
    return '所选城市不属于所选省份，请重新选择';
  if (profile.county && !profile.city) return '请先选择城市';
  if (profile.county && !(profile.county in dictionary(14, profile.city)))
    return '所选区县不属于所选城市，请重新选择';
  return null;
}
