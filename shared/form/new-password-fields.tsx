import { TextField } from './text-field';

interface NewPasswordFieldsProps {
  /** A change (not a reset) asks the old password first (formik name oldPassword). */
  oldLabel?: string;
  newLabel: string;
  confirmLabel: string;
  /** The rule shown under the new password (e.g. 6-20 位字母和数字组合). */
  rule: string;
  /** 20 for login passwords; 6 for the six-digit trade password, which also gets the numeric keypad. */
  maxLength: 20 | 6;
}

/** The new password and its confirmation, as every password change and reset asks them (formik names fixed). */
export function NewPasswordFields({
  oldLabel,
  newLabel,
  confirmLabel,
  rule,
  maxLength,
}: NewPasswordFieldsProps) {
  const numeric = maxLength === 6 ? 'numeric' : undefined;
  return (
    <>
      {oldLabel && (
        <TextField
          name="oldPassword"
          label={oldLabel}
          type="password"
          inputMode={numeric}
          // The six-digit trade password is never offered by the browser's password manager.
          autoComplete={numeric ? 'off' : 'current-password'}
          maxLength={maxLength}
          required
        />
      )}
      <TextField
        name="newPassword"
        label={newLabel}
        type="password"
        inputMode={numeric}
        autoComplete="new-password"
        maxLength={maxLength}
        hint={rule}
        required
      />
      <TextField
        name="confirmPassword"
        label={confirmLabel}
        type="password"
        inputMode={numeric}
        autoComplete="new-password"
        maxLength={maxLength}
        required
      />
    </>
  );
}
