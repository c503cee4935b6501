import type { UserInfo } from '@/api/types';

/** 张三 as GET /v1/auth/user answers for him; `partial` overrides. */
export function createMockUser(partial: Partial<UserInfo> = {}): UserInfo {
  return {
    name: '张三',
    userType: 'Direct',
    accountKind: '1',
    isNaturalPerson: true,
    idType: '0',
    idNoMasked: '1101**********4514',
    phoneMasked: '138****0001',
    fundAccount: '880000000101',
    tradeAccounts: ['990000000101'],
    riskLevel: {
      isAppraisalRisk: true,
      isExpire: false,
      isLowestRisk: false,
      risk: 'C3',
      endDate: '20270501',
      highestRisk: 'C3',
    },
    isProfessional: false,
    isExpireProfessional: false,
    isQualified: false,
    isExpireQualified: false,
    qualifiedInfo: null,
    investmentVarieties: '',
    investmentLimit: '',
    loginType: 'account',
    ...partial,
  };
}
