import type { SuitabilityStatus } from '@/api/order/contract';
import type { YyyyMmDd } from '@/shared/time';
import { SPECIAL_CARE_AGE, type SpecialCareReason } from '@/shared/trading';

/**
 * Who gets special care (办法 特别注意义务; review U10), pure. An ordinary investor (a professional is not
 * matched, statusCode 6) is a special one when 65 or older on the order's Shanghai date, by the birth date of
 * the resident ID number on file, or when no purchase of theirs has been confirmed yet (a first-time buyer).
 * docs/decisions.md says why these two and why 65.
 */
export function specialCareReasons(facts: {
  statusCode: SuitabilityStatus;
  birthDate: YyyyMmDd | null;
  today: YyyyMmDd;
  confirmedPurchase: boolean;
}): SpecialCareReason[] {
  if (facts.statusCode === '6' || facts.statusCode === '3') return [];
  const reasons: SpecialCareReason[] = [];
  if (facts.birthDate && ageOn(facts.birthDate, facts.today) >= SPECIAL_CARE_AGE) reasons.push('elderly');
  if (!facts.confirmedPurchase) reasons.push('firstPurchase');
  return reasons;
}

/** Whole years from a birth date to a day (both yyyyMMdd): one more on each birthday, 29 Feb on 1 Mar. */
export function ageOn(birthDate: YyyyMmDd, today: YyyyMmDd): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(4) >= birthDate.slice(4) ? years : years - 1;
}

const RESIDENT_ID = /^[0-9]{17}[0-9X]$/;

/** The birth date a resident ID number (id type 0) carries; null for other documents and organisations. */
export function birthDateOnFile(account: { id_type: string; id_no: string }): YyyyMmDd | null {
  if (account.id_type !== '0' || !RESIDENT_ID.test(account.id_no)) return null;
  return account.id_no.slice(6, 14);
}
