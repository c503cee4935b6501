import { TextField } from './text-field';

/** The words of the password fields. */
interface NewPasswordText {
  /** A change (not a reset) asks the old password first (formik name oldPassword). */
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
  /** The rule shown under the new password (e.g. 6-20 位字母和数字组合). */
  rule: string;
}

interface NewPasswordFieldsProps {
  text: NewPasswordText;
  /** 20 for login passwords; 6 for the six-digit trade password, which also gets the numeric keypad. */
  maxLength: 20 | 6;
}

/** The new password and its confirmation, as every password change and reset asks them (formik names fixed). */
export function NewPasswordFields({ text, maxLength }: NewPasswordFieldsProps) {
  const numeric = maxLength === 6 ? 'numeric' : undefined;
  const password = { type: 'password', inputMode: numeric, maxLength, required: true } as const;
  return (
    <>
      {text.oldPassword && (
        <TextField
          name="oldPassword"
          label={text.oldPassword}
          // The six-digit trade password is never offered by the browser's password manager.
          autoComplete={numeric ? 'off' : 'current-password'}
          {...password}
        />
      )}
      <TextField
        name="newPassword"
        label={text.newPassword}
        autoComplete="new-password"
        hint={text.rule}
        {...password}
      />
      <TextField
        name="confirmPassword"
        label={text.confirmPassword}
        autoComplete="new-password"
        {...password}
      />
    </>
  );
}
