import { FormikProvider, useFormik } from 'formik';

import { ORG_ACCOUNT_REQUIRED, ORG_ACCOUNT_TYPE } from '@/shared/enums/account';
import { TextField } from '@/shared/form';
import { Button, Form, FormFailure, RadioOptions } from '@/shared/ui';

import {
  identityFrom,
  needsIdNumber,
  orgIdentitySchema,
  personIdentitySchema,
  type IdentityValues,
} from './identity-schema';
import { RESET_TEXT } from './texts';
import type { ResetIdentity, ResetLoginType, ResetOrgAccountType } from './types';

interface IdentityFormProps {
  loginType: ResetLoginType;
  initialValues: IdentityValues;
  /** Why the last attempt failed (the back office's message). */
  failure: string | null;
  busy: boolean;
  onSubmit: (identity: ResetIdentity, values: IdentityValues) => void;
  /** A person without an ID card on file switches to the other-certificate form. */
  onOtherCertificate?: () => void;
}

const ORG_TYPES: readonly ResetOrgAccountType[] = ['1', '0'];

/** Step 1: who forgot the password. 下一步 validates, then the caller runs the slider and sends the SMS. */
export function IdentityForm({
  loginType,
  initialValues,
  failure,
  busy,
  onSubmit,
  onOtherCertificate,
}: IdentityFormProps) {
  const formik = useFormik<IdentityValues>({
    initialValues,
    validationSchema: loginType === 'organization' ? orgIdentitySchema : personIdentitySchema,
    onSubmit: (values) => onSubmit(identityFrom(loginType, values), values),
  });
  const { orgAccountType, account } = formik.values;
  const org = loginType === 'organization';

  const chooseType = (type: ResetOrgAccountType) => {
    void formik.setFieldValue('orgAccountType', type, false);
    // The empty-account message follows the type: re-check a field the investor already left.
    if (formik.touched.account) void formik.validateForm({ ...formik.values, orgAccountType: type });
  };

  return (
    <FormikProvider value={formik}>
      <Form onSubmit={formik.handleSubmit} ariaLabel={RESET_TEXT.steps[0]} className="gz-reset-form" stacked>
        {org && (
          <fieldset className="gz-reset-radios">
            <legend>{RESET_TEXT.accountType}</legend>
            <RadioOptions
              name="orgAccountType"
              options={ORG_TYPES}
              labels={ORG_ACCOUNT_TYPE}
              value={orgAccountType}
              onChange={chooseType}
              className="gz-reset-radios__option"
            />
          </fieldset>
        )}
        <TextField
          name="account"
          label={org ? ORG_ACCOUNT_TYPE[orgAccountType] : RESET_TEXT.account}
          placeholder={org ? ORG_ACCOUNT_REQUIRED[orgAccountType] : RESET_TEXT.accountPlaceholder}
          autoComplete="username"
          maxLength={32}
          required
        />
        {(org || needsIdNumber(loginType, account)) && (
          <TextField
            name="idNo"
            label={org ? RESET_TEXT.orgIdNo : RESET_TEXT.idNumber}
            placeholder={org ? RESET_TEXT.orgIdNoPlaceholder : RESET_TEXT.idNumberPlaceholder}
            hint={org ? RESET_TEXT.orgIdNoHint : RESET_TEXT.idNumberHint}
            maxLength={org ? 50 : 18}
            required
          />
        )}
        {onOtherCertificate && (
          <p className="gz-reset-form__other">
            {RESET_TEXT.otherPrompt}
            <button type="button" className="gz-link-button" onClick={onOtherCertificate}>
              {RESET_TEXT.otherLink}
            </button>
          </p>
        )}
        <p className="gz-reset-form__note">{RESET_TEXT.smsPrompt}</p>
        <FormFailure>{failure}</FormFailure>
        <div className="gz-reset-form__actions">
          <Button type="primary" size="large" nativeType="submit" loading={busy}>
            {RESET_TEXT.next}
          </Button>
        </div>
      </Form>
    </FormikProvider>
  );
}
