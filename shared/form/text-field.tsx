import { TextInput, type TextInputProps } from '@/shared/ui';

import { FieldItem, type FieldFrame } from './field-item';

interface TextFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'name'>, FieldFrame {
  name: string;
  /** Applied to every typed value before it is stored (e.g. stripping characters a name may not hold). */
  transform?: (value: string) => string;
}

/** A formik field over shared/ui: the error shows once the field was touched (or the form submitted). */
export function TextField({ name, label, hiddenLabel, hint, required, transform, ...input }: TextFieldProps) {
  return (
    <FieldItem name={name} label={label} hiddenLabel={hiddenLabel} hint={hint} required={required}>
      {(value, helpers) => (
        <TextInput
          {...input}
          name={name}
          value={value}
          onChange={(typed) => void helpers.setValue(transform ? transform(typed) : typed)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FieldItem>
  );
}
