import { TextField } from '@/shared/form';

import { LOGIN_TEXT } from './login-texts';

/** The login password of both login forms (formik name password): up to 20 characters, never shown. */
export function LoginPasswordField() {
  return (
    <TextField
      name="password"
      label={LOGIN_TEXT.passwordLabel}
      placeholder={LOGIN_TEXT.passwordPlaceholder}
      type="password"
      autoComplete="current-password"
      maxLength={20}
      required
    />
  );
}
