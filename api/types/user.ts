import type { LoginType, UserType } from './auth';

export type RiskTolerance = 'C1' | 'C2' | 'C3' | 'C4' | 'C5';
/** Account kind: 0 organization, 1 person, 2 product, 3 registered. */
export type AccountKind = '0' | '1' | '2' | '3';

export interface RiskLevel {
  isAppraisalRisk: boolean;
  isExpire: boolean;
  isLowestRisk: boolean;
  risk: RiskTolerance | null;
  /** yyyyMMdd */
  endDate: string | null;
  highestRisk: RiskTolerance | null;
}

export interface QualifiedInfo {
  /** Certification kind 73–76. */
  kind: string;
  /** yyyyMMdd */
  endDate: string;
}

/** GET /v1/auth/user */
export interface UserInfo {
  name: string;
  userType: UserType;
  accountKind: AccountKind;
  isNaturalPerson: boolean;
  /** Document type code (person: dictionary 6; organisation: 0–9, A, I, B). */
  idType: string;
  idNoMasked: string;
  phoneMasked: string;
  fundAccount: string;
  tradeAccounts: string[];
  riskLevel: RiskLevel;
  isProfessional: boolean;
  isExpireProfessional: boolean;
  isQualified: boolean;
  isExpireQualified: boolean;
  qualifiedInfo: QualifiedInfo | null;
  investmentVarieties: string;
  investmentLimit: string;
  loginType: LoginType;
}

/** GET /v1/user/profile */
export interface UserProfile {
  crmId: string | null;
}
