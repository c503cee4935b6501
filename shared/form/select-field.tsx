import { useField } from 'formik';

import { FormItem, NativeSelect, type SelectOption } from '@/shared/ui';

interface SelectFieldProps {
  name: string;
  label?: string;
  hiddenLabel?: string;
  hint?: string;
  placeholder?: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  /** Spec: some selects are checked as soon as they change, not only on blur. */
  validateOnChange?: boolean;
}

export function SelectField({
  name,
  label,
  hiddenLabel,
  hint,
  placeholder,
  options,
  required,
  disabled,
  validateOnChange,
}: SelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  return (
    <FormItem
      label={label}
      hiddenLabel={hiddenLabel}
      hint={hint}
      required={required}
      error={meta.touched ? meta.error : null}
    >
      <NativeSelect
        name={name}
        value={field.value ?? ''}
        placeholder={placeholder}
        options={options}
        disabled={disabled}
        onChange={(value) => {
          void helpers.setValue(value);
          if (validateOnChange) void helpers.setTouched(true, false);
        }}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FormItem>
  );
}
