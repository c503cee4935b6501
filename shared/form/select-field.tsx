import { NativeSelect, type SelectOption } from '@/shared/ui';

import { FieldItem } from './field-item';

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
  placeholder,
  options,
  disabled,
  validateOnChange,
  ...frame
}: SelectFieldProps) {
  return (
    <FieldItem name={name} {...frame}>
      {(value, helpers) => (
        <NativeSelect
          name={name}
          value={value}
          onChange={(chosen) => {
            void helpers.setValue(chosen);
            if (validateOnChange) void helpers.setTouched(true, false);
          }}
          onBlur={() => void helpers.setTouched(true)}
          placeholder={placeholder}
          options={options}
          disabled={disabled}
        />
      )}
    </FieldItem>
  );
}
