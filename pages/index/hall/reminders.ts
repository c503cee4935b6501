import type { QualifiedVerifyData } from '@/api/investor/contract';
import type { RiskResult } from '@/api/paper/contract';
import { formatDate } from '@/shared/format';
import { RISK_LEVEL_TEST_QUERY, ROUTES } from '@/shared/routing';

/** How far ahead the hall warns of an end date (the certification's renewal window is the same). */
export const REMIND_DAYS = 30;

export interface Reminder {
  key: string;
  text: string;
  tone: 'soon' | 'expired';
  /** The one click that renews; absent for organisations, who go through their adviser. */
  action?: { label: string; to: string };
}

const RISK_TEST = `${ROUTES.riskLevel}?${new URLSearchParams(RISK_LEVEL_TEST_QUERY).toString()}`;
const NAMES = { qualified: '合格投资者认证', professional: '专业投资者认证' } as const;
const ROUTE = { qualified: ROUTES.conformCertification, professional: ROUTES.majorConformCertification };

function riskReminder(risk: RiskResult | null | undefined): Reminder | null {
  if (!risk || risk.daysLeft > REMIND_DAYS) return null;
  const date = formatDate(risk.endDate);
  return risk.daysLeft < 0
    ? {
        key: 'risk',
        tone: 'expired',
        text: `您的风险测评已于 ${date} 过期，重新测评后方可购买产品`,
        action: { label: '重新测评', to: RISK_TEST },
      }
    : {
        key: 'risk',
        tone: 'soon',
        text: `您的风险测评将于 ${date} 到期（还剩 ${risk.daysLeft} 天），到期后需重新测评方可购买产品`,
        action: { label: '重新测评', to: RISK_TEST },
      };
}

function certificationReminder(data: QualifiedVerifyData | null | undefined): Reminder | null {
  if (!data || data.endDate === null || data.daysLeft === null || data.daysLeft > REMIND_DAYS) return null;
  // A lapsed certification that is being renewed (under review) or was replaced needs no reminder.
  if (data.state !== 'upload' && data.state !== 'checkExpired') return null;
  const name = NAMES[data.level];
  const date = formatDate(data.endDate);
  const text =
    data.daysLeft < 0
      ? `您的${name}已于 ${date} 过期`
      : `您的${name}将于 ${date} 到期（还剩 ${data.daysLeft} 天），请及时上传新的证明材料`;
  const action = data.canApply
    ? { label: data.daysLeft < 0 ? '重新认证' : '去续期', to: ROUTE[data.level] }
    : undefined;
  return {
    key: data.level,
    tone: data.daysLeft < 0 ? 'expired' : 'soon',
    text: data.canApply ? text : `${text}，请咨询您的财富顾问或致电客服（95517）`,
    action,
  };
}

/** Beyond the spec: what ends within 30 days (or has ended), each with the one click that renews it. */
export function expiryReminders(input: {
  risk?: RiskResult | null;
  qualified?: QualifiedVerifyData | null;
  professional?: QualifiedVerifyData | null;
}): Reminder[] {
  return [
    riskReminder(input.risk),
    certificationReminder(input.professional),
    certificationReminder(input.qualified),
  ].filter((reminder): reminder is Reminder => reminder !== null);
}
