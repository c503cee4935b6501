import type { LoginType, OrgAccountType } from '@/api/auth/contract';
import type { PasswordResetBody } from '@/api/password/contract';

export type ResetLoginType = LoginType;
/** '1' fund (TA) account, '0' fund trade account. */
export type ResetOrgAccountType = OrgAccountType;

/**
 * Who forgot the password: what the SMS send and the reset carry (the contract's own fields); idType and name
 * when a person verified with a document other than the ID card.
 */
export type ResetIdentity = Pick<
  PasswordResetBody,
  'loginType' | 'orgAccountType' | 'account' | 'idNo' | 'idType' | 'name'
>;
