import 'element-theme-default/lib/input.css';

import type { ChangeEvent, FocusEvent } from 'react';

import { useFormControlA11y } from './form-item';

export interface SelectOption {
  value: string;
  label: string;
}

interface NativeSelectProps {
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  placeholder?: string;
  ariaLabel?: string;
  disabled?: boolean;
  name?: string;
}

/**
 * A native <select> with element's input look: element's Select is a custom popup that screen readers and
 * keyboards cannot use, the native one works everywhere (and opens the system picker on phones).
 */
export function NativeSelect({
  value,
  options,
  onChange,
  onBlur,
  placeholder,
  ariaLabel,
  disabled,
  name,
}: NativeSelectProps) {
  const a11y = useFormControlA11y();
  return (
    <div className="el-input gz-select">
      <select
        {...a11y}
        name={name}
        aria-label={ariaLabel}
        className="el-input__inner"
        value={value}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
