import { useField, useFormikContext } from 'formik';

import { SmsCodeInput, type SmsCodeInputProps } from './sms-code-input';

type SmsCodeFieldProps = Omit<SmsCodeInputProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  /** Why the last send failed: shown before the field's own rule. */
  sendError?: string | null;
};

/** The SMS code as a formik field (formik name `smsCode` unless named): its rule shows once touched or submitted. */
export function SmsCodeField({ sendError, ...input }: SmsCodeFieldProps) {
  const [field, meta, helpers] = useField<string>(input.name ?? 'smsCode');
  const { submitCount } = useFormikContext();
  return (
    <SmsCodeInput
      {...input}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      error={sendError ?? (meta.touched || submitCount > 0 ? meta.error : null)}
    />
  );
}
