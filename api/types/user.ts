/** GET /v1/auth/user (api/auth/contract.ts) and GET /v1/user/profile (api/user/contract.ts). */
export type { QualifiedInfo, RiskLevel, UserInfoData as UserInfo } from '../auth/contract';
export type { UserProfileData as UserProfile } from '../user/contract';
