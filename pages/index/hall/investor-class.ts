import type { UserInfoData } from '@/api/auth/contract';
import { formatDate } from '@/shared/time';

export const INVESTOR_CLASS = {
  ordinary: '普通投资者',
  qualified: '合格投资者',
  professional: '专业投资者',
} as const;

export interface InvestorClassView {
  label: string;
  /** 有效期至 yyyy-MM-dd when the certification's end date is known. */
  validity?: string;
  /** A certification that lapsed: the investor is ordinary again and should know why. */
  lapsed?: string;
}

type ClassFields = Pick<
  UserInfoData,
  'isProfessional' | 'isExpireProfessional' | 'isQualified' | 'isExpireQualified' | 'qualifiedInfo'
>;

/**
 * The highest valid class wins: professional, then qualified, else ordinary. The end date is that of
 * qualifiedInfo, the one certification record GET /v1/auth/user carries (docs/decisions.md).
 */
export function investorClassOf(user: ClassFields): InvestorClassView {
  const validity = user.qualifiedInfo ? `有效期至 ${formatDate(user.qualifiedInfo.endDate)}` : undefined;
  if (user.isProfessional && !user.isExpireProfessional)
    return { label: INVESTOR_CLASS.professional, validity };
  if (user.isQualified && !user.isExpireQualified) return { label: INVESTOR_CLASS.qualified, validity };
  const lapsed =
    user.isProfessional && user.isExpireProfessional
      ? '专业投资者认证已过期'
      : user.isQualified && user.isExpireQualified
        ? '合格投资者认证已过期'
        : undefined;
  return { label: INVESTOR_CLASS.ordinary, lapsed };
}
