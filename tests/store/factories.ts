import type { UserInfoData } from '@/api/auth/contract';

export function createMockUserInfo(partial: Partial<UserInfoData> = {}): UserInfoData {
  return {
    name: '张三',
    userType: 'Direct',
    accountKind: '1',
    isNaturalPerson: true,
    idType: '0',
    idNoMasked: '110***********0011',
    phoneMasked: '138****0001',
    fundAccount: 'F0001',
    tradeAccounts: ['T0001', 'T0002'],
    riskLevel: {
      isAppraisalRisk: true,
      isExpire: false,
      isLowestRisk: false,
      risk: 'C3',
      endDate: '20261231',
      highestRisk: 'C4',
    },
    isProfessional: false,
    isExpireProfessional: false,
    isQualified: true,
    isExpireQualified: false,
    qualifiedInfo: { kind: '73', endDate: '20270101' },
    investmentVarieties: '1,2',
    investmentLimit: '3',
    loginType: 'account',
    ...partial,
  };
}
