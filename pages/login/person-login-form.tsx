import { FormikProvider } from 'formik';

import { Form } from '@/shared/ui';

import { AccountField } from './account-field';
import { RegisterLink } from './login-links';
import { LoginOptions } from './login-options';
import { LoginPasswordField } from './login-password-field';
import { loadPersonLoginSchema } from './login-schemas';
import { LOGIN_TEXT } from './login-texts';
import { PrivacyAgreement } from './privacy-agreement';
import { useLoginForm } from './use-login-form';

export interface LoginFormProps {
  busy: boolean;
  remember: boolean;
  onRemember: (remember: boolean) => void;
  remembered: readonly string[];
  onForget: (account: string) => void;
  onValid: (account: string, password: string) => void;
}

/** 个人登录: ID number or phone, login password, privacy agreement (spec §2 "Person login page"). */
export function PersonLoginForm({
  busy,
  remember,
  onRemember,
  remembered,
  onForget,
  onValid,
}: LoginFormProps) {
  const { formik, shaking, attempt } = useLoginForm(loadPersonLoginSchema, onValid);
  return (
    <FormikProvider value={formik}>
      <Form onSubmit={attempt} ariaLabel={LOGIN_TEXT.personTab} className="gz-login__form" stacked>
        <AccountField
          name="account"
          label={LOGIN_TEXT.accountLabel}
          placeholder={LOGIN_TEXT.accountPlaceholder}
          remembered={remembered}
          onForget={onForget}
        />
        <LoginPasswordField />
        <PrivacyAgreement name="privacy" shaking={shaking} />
        <LoginOptions busy={busy} remember={remember} onRemember={onRemember} resetPage="reset" />
        <RegisterLink />
      </Form>
    </FormikProvider>
  );
}
