import { object, string } from 'yup';

import { ORG_ACCOUNT_REQUIRED } from '@/shared/enums/account';
import { MESSAGES, PATTERNS, certificateNoField, isValidResidentId } from '@/shared/validation';

import type { ResetIdentity, ResetLoginType, ResetOrgAccountType } from './types';

export interface IdentityValues {
  orgAccountType: ResetOrgAccountType;
  account: string;
  idNo: string;
}

export const EMPTY_IDENTITY: IdentityValues = { orgAccountType: '1', account: '', idNo: '' };

const isMobile = (value: string | undefined) => PATTERNS.mobile.test((value ?? '').trim());
/** 18 characters of digits (and a final X): meant as a resident ID number, so it must be a valid one. */
const looksLikeResidentId = (value: string) => /^\d{17}[\dX]$/i.test(value.trim());

/**
 * A person gives the account (ID number or phone). With a phone, the ID number is asked as well: that is
 * the identity check. An account shaped like an ID number must pass the GB 11643 check; other document
 * numbers (passports and the like) are left to the back office.
 */
export const personIdentitySchema = object({
  account: string()
    .trim()
    .required(MESSAGES.loginAccountRequired)
    .test('resident-id', MESSAGES.idNumberInvalid, (value) =>
      !value || isMobile(value) || !looksLikeResidentId(value) ? true : isValidResidentId(value),
    ),
  idNo: string().when('account', ([account], field) =>
    isMobile(account as string | undefined)
      ? field
          .trim()
          .required(MESSAGES.idNumberRequired)
          .test('resident-id', MESSAGES.idNumberInvalid, (value) => isValidResidentId(value ?? ''))
      : field.notRequired(),
  ),
});

/** An organisation: the account of the chosen type (its message follows the type) and its certificate. */
export const orgIdentitySchema = object({
  orgAccountType: string().oneOf(['0', '1']).required(),
  account: string().when('orgAccountType', ([type], field) =>
    field.trim().required(ORG_ACCOUNT_REQUIRED[type === '0' ? '0' : '1']),
  ),
  idNo: certificateNoField,
});

export function needsIdNumber(loginType: ResetLoginType, account: string): boolean {
  return loginType === 'organization' || isMobile(account);
}

/** The trimmed identity to send; a person's ID-number account is its own ID number. */
export function identityFrom(loginType: ResetLoginType, values: IdentityValues): ResetIdentity {
  const account = values.account.trim();
  if (loginType === 'organization') {
    return { loginType, orgAccountType: values.orgAccountType, account, idNo: values.idNo.trim() };
  }
  const idNo = (isMobile(account) ? values.idNo : account).trim().toUpperCase();
  return { loginType, account: isMobile(account) ? account : account.toUpperCase(), idNo };
}
