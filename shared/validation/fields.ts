import { boolean, ref, string } from 'yup';

import { CERTIFICATE_NO_MAX_LENGTH, NAME_MAX_LENGTH } from '@/shared/config/constants';

import { HOLDER_NAME, type CertificateHolder } from './certificate-holder';
import { MESSAGES as M } from './messages';
import { PATTERNS } from './patterns';
import { normalizeResidentId, isValidResidentId } from './resident-id';
import {
  isAddressLengthValid,
  isBlank,
  isDetailedAddress,
  isEmail,
  isLoginPassword,
  isTooSimpleSixDigits,
  sanitizeName,
} from './rules';

/** Required where a whitespace-only value counts as empty but the value itself is kept (passwords). */
const requiredNotBlank = (message: string) =>
  string()
    .default('')
    .test('not-blank', message, (v) => !isBlank(v));

export const smsCodeField = string()
  .trim()
  .required(M.smsCodeRequired)
  .matches(PATTERNS.smsCode, M.smsCodeSixDigits);

export const tradePasswordField = requiredNotBlank(M.tradePasswordRequired);

export const loginAccountField = string().trim().required(M.loginAccountRequired);
export const loginPasswordRequiredField = requiredNotBlank(M.loginPasswordRequired);
export const privacyField = boolean().default(false).oneOf([true], M.privacyRequired);

export const orgAccountField = (type: '1' | '0') =>
  string()
    .trim()
    .required(type === '1' ? M.orgFundAccountRequired : M.orgTradeAccountRequired);

/** A new login password: 6-20 letters and digits, not only one kind. */
export const loginPasswordField = string()
  .required(M.passwordRequired)
  .test('format', M.passwordFormat, (v) => isLoginPassword(v ?? ''));

/** The new password field of a change form; `oldField` names the old password in the same form. */
export const newLoginPasswordField = (oldField = 'oldPassword') =>
  loginPasswordField.notOneOf([ref(oldField)], M.passwordSameAsOld);

export const confirmPasswordField = (newField = 'newPassword') =>
  string()
    .required(M.confirmPasswordRequired)
    .oneOf([ref(newField)], M.passwordMismatch);

export const sixDigitPasswordField = string()
  .required(M.sixDigitFormat)
  .matches(PATTERNS.sixDigits, M.sixDigitFormat)
  .test('simple', M.sixDigitTooSimple, (v) => !isTooSimpleSixDigits(v ?? ''));

export const newSixDigitPasswordField = (oldField = 'oldPassword') =>
  sixDigitPasswordField.notOneOf([ref(oldField)], M.passwordSameAsOld);

export const phoneField = string().trim().required(M.phoneRequired).matches(PATTERNS.mobile, M.phoneFormat);
export const bankPhoneField = string()
  .trim()
  .required(M.bankPhoneRequired)
  .matches(PATTERNS.mobile, M.bankPhoneFormat);

export const emailField = string()
  .trim()
  .required(M.emailRequired)
  .test('email', M.emailFormat, (v) => isEmail(v ?? ''));

export const addressField = string()
  .trim()
  .required(M.addressRequired)
  .test('length', M.addressLength, (v) => isAddressLengthValid(v ?? ''))
  .test('detail', M.addressDetail, (v) => isDetailedAddress(v ?? ''));

export const areaCodeField = string()
  .trim()
  .required(M.areaCodeRequired)
  .matches(PATTERNS.areaCode, M.landlineInvalid);
export const landlineNumberField = string()
  .trim()
  .required(M.landlineRequired)
  .matches(PATTERNS.landline, M.landlineInvalid);

export const postcodeField = string()
  .trim()
  .required(M.postcodeRequired)
  .matches(PATTERNS.postcode, M.postcodeInvalid);

/** A person's name (or an organisation's agent's or responsible person's): stripped of other characters, trimmed, at most 50. */
export const nameField = (who: CertificateHolder = 'person') =>
  string()
    .transform((v: unknown) => (typeof v === 'string' ? sanitizeName(v) : v))
    .required(HOLDER_NAME[who].required)
    .max(NAME_MAX_LENGTH, M.nameTooLong);

export const certificateTypeField = string().trim().required(M.certificateTypeRequired);

export const certificateNoField = string()
  .trim()
  .required(M.certificateNoRequired)
  .max(CERTIFICATE_NO_MAX_LENGTH, M.certificateNoTooLong);

/** A resident ID number: upper-cased X, GB 11643 check digit, a real birth date not in the future. */
export const residentIdField = string()
  .transform((v: unknown) => (typeof v === 'string' ? normalizeResidentId(v) : v))
  .required(M.idNumberRequired)
  .test('resident-id', M.idNumberInvalid, (v) => isValidResidentId(v ?? ''));
