import { object } from 'yup';

import type { CertificateHolder } from './certificate-holder';
import {
  addressField,
  areaCodeField,
  bankPhoneField,
  certificateNoField,
  certificateTypeField,
  confirmPasswordField,
  emailField,
  landlineNumberField,
  loginAccountField,
  loginPasswordRequiredField,
  nameField,
  newLoginPasswordField,
  newSixDigitPasswordField,
  orgAccountField,
  phoneField,
  postcodeField,
  privacyField,
  residentIdField,
  smsCodeField,
  tradePasswordField,
} from './fields';

export const personLoginSchema = object({
  account: loginAccountField,
  password: loginPasswordRequiredField,
  privacy: privacyField,
});

/** `type` 1 fund account, 0 fund trade account: the empty-account message follows it. */
export const orgLoginSchema = (type: '1' | '0') =>
  object({ account: orgAccountField(type), password: loginPasswordRequiredField, privacy: privacyField });

export const smsCodeSchema = object({ code: smsCodeField });
export const tradePasswordSchema = object({ password: tradePasswordField });

/** The other-certificate form; emits name, idType, idNo. */
export const otherCertificateSchema = (who: CertificateHolder = 'person') =>
  object({ name: nameField(who), idType: certificateTypeField, idNo: certificateNoField });

/** The identity form after OCR: the name is editable, the ID number is read-only but still checked. */
export const identitySchema = object({ cardName: nameField('person'), cardId: residentIdField });

export const modifyPasswordSchema = object({
  oldPassword: loginPasswordRequiredField,
  newPassword: newLoginPasswordField('oldPassword'),
  confirmPassword: confirmPasswordField('newPassword'),
});

export const modifyTradePasswordSchema = object({
  oldPassword: tradePasswordField,
  newPassword: newSixDigitPasswordField('oldPassword'),
  confirmPassword: confirmPasswordField('newPassword'),
});

export const phoneSchema = object({ phone: phoneField, code: smsCodeField });
export const bankPhoneSchema = object({ phone: bankPhoneField });
export const emailSchema = object({ email: emailField });

export const contactInfoSchema = object({
  address: addressField,
  areaCode: areaCodeField,
  landline: landlineNumberField,
  postcode: postcodeField,
  email: emailField,
});
