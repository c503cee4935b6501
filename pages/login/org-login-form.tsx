import { FormikProvider } from 'formik';
import { useCallback, useEffect } from 'react';

import type { OrgAccountType } from '@/api/auth/contract';
import { ORG_ACCOUNT_TYPE } from '@/shared/enums/account';
import { Form } from '@/shared/ui';

import { AccountField } from './account-field';
import { LoginOptions } from './login-options';
import { LoginPasswordField } from './login-password-field';
import { loadOrgLoginSchema } from './login-schemas';
import { LOGIN_TEXT } from './login-texts';
import type { LoginFormProps } from './person-login-form';
import { PrivacyAgreement } from './privacy-agreement';
import { useLoginForm } from './use-login-form';

interface OrgLoginFormProps extends LoginFormProps {
  accountType: OrgAccountType;
  onAccountType: (type: OrgAccountType) => void;
}

const TYPES: readonly OrgAccountType[] = ['1', '0'];

/** 机构登录: fund account or fund trade account; the label and required message follow the choice. */
export function OrgLoginForm({ accountType, onAccountType, ...props }: OrgLoginFormProps) {
  const loadSchema = useCallback(() => loadOrgLoginSchema(accountType), [accountType]);
  const { formik, shaking, attempt } = useLoginForm(loadSchema, props.onValid);
  const label = ORG_ACCOUNT_TYPE[accountType];
  const { validateForm, submitCount } = formik;
  // The shown message must follow the choice at once (请输入基金账号 ↔ 请输入基金交易账号).
  useEffect(() => {
    if (submitCount > 0) void validateForm();
  }, [loadSchema, submitCount, validateForm]);

  return (
    <FormikProvider value={formik}>
      <Form onSubmit={attempt} ariaLabel={LOGIN_TEXT.orgTab} className="gz-login__form" stacked>
        <fieldset className="gz-login__account-type">
          <legend>{LOGIN_TEXT.orgAccountTypeLegend}</legend>
          {TYPES.map((type) => (
            <label key={type} className={`gz-radio${type === accountType ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name="orgAccountType"
                value={type}
                checked={type === accountType}
                onChange={() => onAccountType(type)}
              />
              {ORG_ACCOUNT_TYPE[type]}
            </label>
          ))}
        </fieldset>
        <AccountField
          name="account"
          label={label}
          placeholder={`请输入${label}`}
          remembered={props.remembered}
          onForget={props.onForget}
        />
        <LoginPasswordField />
        <PrivacyAgreement name="privacy" shaking={shaking} />
        <LoginOptions
          busy={props.busy}
          remember={props.remember}
          onRemember={props.onRemember}
          resetPage="orgReset"
        />
      </Form>
    </FormikProvider>
  );
}
