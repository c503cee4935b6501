import 'element-theme-default/lib/input.css';

import { Input } from 'element-react/next';
import { useLayoutEffect, useRef, type ComponentType, type FocusEvent, type ReactNode } from 'react';

import { useFormControlA11y } from './form-item';

export interface TextInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: 'text' | 'password' | 'tel' | 'email' | 'search';
  name?: string;
  placeholder?: string;
  maxLength?: number;
  readOnly?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search';
  /** Accessible name when the input is not inside a labelled FormItem. */
  ariaLabel?: string;
  append?: ReactNode;
  size?: 'large' | 'small';
  className?: string;
}

// element's Input passes unknown props to its <input>, but its typings do not say so, and its onChange hands
// over the value (not an event) — typed properly here once.
const ElementInput = Input as unknown as ComponentType<Record<string, unknown>>;

/** A text field with element's look whose label, error and hint come from the surrounding FormItem. */
export function TextInput({ ariaLabel, autoComplete, onChange, ...props }: TextInputProps) {
  const a11y = useFormControlA11y();
  const wrapper = useRef<HTMLSpanElement>(null);
  // element strips `autoComplete` (it uses the name for its own suggestions): set the attribute itself.
  useLayoutEffect(() => {
    const input = wrapper.current?.querySelector('input');
    if (input && autoComplete) input.setAttribute('autocomplete', autoComplete);
  }, [autoComplete]);
  return (
    <span ref={wrapper} className="gz-input-host">
      <ElementInput
        {...a11y}
        {...props}
        aria-label={ariaLabel}
        onChange={(value: unknown) =>
          onChange(typeof value === 'string' || typeof value === 'number' ? String(value) : '')
        }
      />
    </span>
  );
}
