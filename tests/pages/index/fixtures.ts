import type { UserInfoData } from '@/api/auth/contract';
import { maskIdNo, maskPhone } from '@/server/auth/rules';
import { DEMO } from '@/server/seed/demo-identities';

const ZHANG_SAN = DEMO.zhangSan;

/** 张三 (the demo identity) as GET /v1/auth/user answers for him; `partial` overrides. */
export function createMockUser(partial: Partial<UserInfoData> = {}): UserInfoData {
  return {
    name: ZHANG_SAN.name,
    userType: ZHANG_SAN.userType,
    accountKind: ZHANG_SAN.kind,
    isNaturalPerson: true,
    idType: ZHANG_SAN.idType,
    idNoMasked: maskIdNo(ZHANG_SAN.idNo),
    phoneMasked: maskPhone(ZHANG_SAN.phone),
    fundAccount: ZHANG_SAN.fundAccount,
    tradeAccounts: [...ZHANG_SAN.tradeAccounts],
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
