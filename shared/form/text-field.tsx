import { useField } from 'formik';
import type { ReactNode } from 'react';

import { FormItem, TextInput, type TextInputProps } from '@/shared/ui';

interface TextFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'name'> {
  name: string;
  label?: ReactNode;
  /** The accessible name when no label is shown. */
  hiddenLabel?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Applied to every typed value before it is stored (e.g. stripping characters a name may not hold). */
  transform?: (value: string) => string;
}

/** A formik field over shared/ui: the error shows once the field was touched (or the form submitted). */
export function TextField({ name, label, hiddenLabel, hint, required, transform, ...input }: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  return (
    <FormItem
      label={label}
      hiddenLabel={hiddenLabel}
      hint={hint}
      required={required}
      error={meta.touched ? meta.error : null}
    >
      <TextInput
        {...input}
        name={name}
        value={field.value ?? ''}
        onChange={(value) => void helpers.setValue(transform ? transform(value) : value)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FormItem>
  );
}
