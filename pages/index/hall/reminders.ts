import type { QualifiedVerifyData } from '@/api/investor/contract';
import type { RiskResult } from '@/api/paper/contract';
import { EXPIRY_NOTICE_KIND, type ExpiryNoticeKind, type ExpiryReason } from '@/shared/enums';
import { RISK_LEVEL_TEST_QUERY, ROUTES } from '@/shared/routing';
import { formatDate } from '@/shared/time';
import { expiryOf } from '@/shared/validity/expiry';

export interface Reminder {
  key: string;
  text: string;
  tone: 'soon' | 'expired';
  /** The expiry reminder reason (1 即将到期, 2 今日到期, 3 已过期), shown before the text. */
  reason?: ExpiryReason;
  /** The one click that renews; absent for organisations, who go through their adviser. */
  action?: { label: string; to: string };
}

/** An end date in its last 30 days or past it, in words: what ends, when, how many days are left. */
export interface Ending {
  tone: Reminder['tone'];
  reason: ExpiryReason;
  /** 您的风险测评将于 2026-12-23 到期（还剩 30 天） */
  text: string;
}

/** Where `endDate` stands on the server's `today`: undefined while it is more than 30 days off (or long term). */
export function endingOf(kind: ExpiryNoticeKind, endDate: string, today: string): Ending | undefined {
  const expiry = expiryOf(endDate, today);
  if (!expiry || expiry.state === 'longTerm' || expiry.state === 'valid') return undefined;
  const [what, date] = [`您的${EXPIRY_NOTICE_KIND[kind]}`, formatDate(endDate)];
  if (expiry.state === 'expired') return { tone: 'expired', reason: '3', text: `${what}已于 ${date} 过期` };
  if (expiry.daysLeft === 0) return { tone: 'soon', reason: '2', text: `${what}将于今日（${date}）到期` };
  return { tone: 'soon', reason: '1', text: `${what}将于 ${date} 到期（还剩 ${expiry.daysLeft} 天）` };
}

const RISK_TEST = `${ROUTES.riskLevel}?${new URLSearchParams(RISK_LEVEL_TEST_QUERY).toString()}`;
const KIND = { qualified: '3', professional: '4' } as const;
const ROUTE = { qualified: ROUTES.conformCertification, professional: ROUTES.majorConformCertification };

function riskReminder(risk: RiskResult | null | undefined, today: string): Reminder | null {
  const ending = risk && endingOf('2', risk.endDate, today);
  if (!ending) return null;
  const then = ending.tone === 'expired' ? '，重新测评后方可购买产品' : '，到期后需重新测评方可购买产品';
  return { key: 'risk', ...ending, text: ending.text + then, action: { label: '重新测评', to: RISK_TEST } };
}

function certificationReminder(data: QualifiedVerifyData | null | undefined, today: string): Reminder | null {
  // A lapsed certification that is being renewed (under review) or was replaced needs no reminder.
  if (!data?.endDate || (data.state !== 'upload' && data.state !== 'checkExpired')) return null;
  const ending = endingOf(KIND[data.level], data.endDate, today);
  if (!ending) return null;
  const expired = ending.tone === 'expired';
  const text = expired ? ending.text : `${ending.text}，请及时上传新的证明材料`;
  return {
    key: data.level,
    ...ending,
    text: data.canApply ? text : `${text}，请咨询您的财富顾问或致电客服（95517）`,
    action: data.canApply ? { label: expired ? '重新认证' : '去续期', to: ROUTE[data.level] } : undefined,
  };
}

/**
 * What ends within 30 days (or has ended) on the server's `today`, each with the one click that renews it:
 * the risk test, then the certifications. The document comes from document-reminder.ts.
 */
export function expiryReminders(
  input: {
    risk?: RiskResult | null;
    qualified?: QualifiedVerifyData | null;
    professional?: QualifiedVerifyData | null;
  },
  today: string,
): Reminder[] {
  return [
    riskReminder(input.risk, today),
    certificationReminder(input.professional, today),
    certificationReminder(input.qualified, today),
  ].filter((reminder): reminder is Reminder => reminder !== null);
}
