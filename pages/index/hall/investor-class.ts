import type { UserInfo } from '@/api/types';
import { formatDate } from '@/shared/format';

export const INVESTOR_CLASS = {
  ordinary: '普通投资者',
  qualified: '合格投资者',
  professional: '专业投资者',
} as const;

const PROFESSIONAL_KINDS = new Set(['75', '76']);
const QUALIFIED_KINDS = new Set(['73', '74']);

export interface InvestorClassView {
  label: string;
  /** 有效期至 yyyy-MM-dd when the certification's end date is known. */
  validity?: string;
  /** A certification that lapsed: the investor is ordinary again and should know why. */
  lapsed?: string;
}

type ClassFields = Pick<
  UserInfo,
  'isProfessional' | 'isExpireProfessional' | 'isQualified' | 'isExpireQualified' | 'qualifiedInfo'
>;

/**
 * The highest valid class wins: professional, then qualified, else ordinary. The end date comes from
 * qualifiedInfo when its certification kind belongs to that class (73/74 qualified, 75/76 professional).
 */
export function investorClassOf(user: ClassFields): InvestorClassView {
  const info = user.qualifiedInfo;
  const validity = (kinds: Set<string>) =>
    info && kinds.has(info.kind) ? `有效期至 ${formatDate(info.endDate)}` : undefined;
  if (user.isProfessional && !user.isExpireProfessional) {
    return { label: INVESTOR_CLASS.professional, validity: validity(PROFESSIONAL_KINDS) };
  }
  if (user.isQualified && !user.isExpireQualified) {
    return { label: INVESTOR_CLASS.qualified, validity: validity(QUALIFIED_KINDS) };
  }
  const lapsed =
    user.isProfessional && user.isExpireProfessional
      ? '专业投资者认证已过期'
      : user.isQualified && user.isExpireQualified
        ? '合格投资者认证已过期'
        : undefined;
  return { label: INVESTOR_CLASS.ordinary, lapsed };
}
