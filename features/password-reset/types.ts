import type { LoginType, OrgAccountType } from '@/api/auth/contract';
import type { PasswordResetBody } from '@/api/password/contract';

export type ResetLoginType = LoginType;
/** '1' fund (TA) account, '0' fund trade account. */
export type ResetOrgAccountType = OrgAccountType;

/** Who forgot the password: what the SMS send and the reset carry (the contract's own fields). */
export type ResetIdentity = Pick<PasswordResetBody, 'loginType' | 'orgAccountType' | 'account' | 'idNo'>;
