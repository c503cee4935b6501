import type { AuditFlag } from '@/api/investor/contract';
import type { CertificationKind, CertificationLevel, CertificationState } from '@/api/investor/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { dayNumber, fromDayNumber, type YyyyMmDd } from '@/shared/time';
import { INSTITUTION_NET_ASSETS } from '@/shared/validation/investor-standard';

/**
 * A passed certification is valid one year (trading-rules P1: an asset proof must be recent, the practice of
 * 私募 sales); from 30 days before its end, new proofs may be sent.
 */
export const CERTIFICATION_YEARS = 1;
export const RENEWAL_DAYS = 30;
export const ORG_MESSAGE = `机构投资者（最近1年末净资产不低于${INSTITUTION_NET_ASSETS}万元）办理合格投资者认证，请咨询您的财富顾问或致电客服（95517）`;

export const levelOfKind = (kind: CertificationKind): CertificationLevel =>
  kind === '73' || kind === '74' ? 'qualified' : 'professional';
/** Each level's two proofs: [assets (financial assets or income), investment experience]. */
export const KINDS_OF: Record<CertificationLevel, [CertificationKind, CertificationKind]> = {
  qualified: ['73', '74'],
  professional: ['75', '76'],
};

/** Through the day before the anniversary, as the risk test (a leap day rolls to 28 February). */
export function validThrough(day: YyyyMmDd, years = CERTIFICATION_YEARS): YyyyMmDd {
  const [y, m, d] = [day.slice(0, 4), day.slice(4, 6), day.slice(6)].map(Number);
  return fromDayNumber(Date.UTC(y + years, m - 1, d) / 86_400_000 - 1);
}

export const daysBetween = (from: YyyyMmDd, to: YyyyMmDd) => dayNumber(to) - dayNumber(from);

export interface LevelFacts {
  /** The certification's end date at this level (professional counts for qualified too). */
  endDate: YyyyMmDd | null;
  /** The newest application at this level. */
  latestFlag: AuditFlag | null;
  today: YyyyMmDd;
}

/**
 * checking: an application is under review; checkPass: certified; upload: certified but within 30 days of
 * the end, new proofs welcome; checkFail: the newest application was rejected and nothing valid stands;
 * checkExpired: the certification lapsed; empty: never certified nor applied.
 */
export function certificationState(facts: LevelFacts): CertificationState {
  if (facts.latestFlag === '0') return 'checking';
  if (facts.endDate && facts.endDate >= facts.today)
    return daysBetween(facts.today, facts.endDate) < RENEWAL_DAYS ? 'upload' : 'checkPass';
  if (facts.latestFlag === '2' || facts.latestFlag === '3') return 'checkFail';
  if (facts.endDate) return 'checkExpired';
  return 'empty';
}

/** Why an upload is refused before its files are read: [state, message], or null. */
export function uploadRefusal(input: {
  isOrganisation: boolean;
  pending: boolean;
  level: CertificationLevel;
  qualifiedEnd: YyyyMmDd | null;
  professionalEnd: YyyyMmDd | null;
  today: YyyyMmDd;
}): [number, string] | null {
  if (input.isOrganisation) return [RESPONSE_STATE.SERVER_HINT, ORG_MESSAGE];
  if (input.pending)
    return [RESPONSE_STATE.APPLICATION_SUBMITTED, '您的认证申请正在审核中，请耐心等待审核结果'];
  const standing = (end: YyyyMmDd | null) =>
    end !== null && end >= input.today && daysBetween(input.today, end) >= RENEWAL_DAYS;
  const already =
    input.level === 'professional'
      ? standing(input.professionalEnd)
      : standing(input.qualifiedEnd) || standing(input.professionalEnd);
  if (already)
    return [
      RESPONSE_STATE.ALREADY_QUALIFIED,
      input.level === 'professional' ? '您已是专业投资者，无需重复认证' : '您已是合格投资者，无需重复认证',
    ];
  return null;
}
