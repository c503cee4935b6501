import 'element-theme-default/lib/form.css';
import 'element-theme-default/lib/form-item.css';

import { createContext, useContext, useId, type ReactNode } from 'react';

/** What a control inside a FormItem needs so that its label and error are announced with it. */
export interface FormControlA11y {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

const FormItemContext = createContext<FormControlA11y | null>(null);

/** The label, error and hint wiring for the control inside the nearest FormItem (or nothing outside one). */
export function useFormControlA11y(): FormControlA11y | null {
  return useContext(FormItemContext);
}

interface FormItemProps {
  label?: ReactNode;
  /** Accessible name when the label is not shown (a field with only a placeholder). */
  hiddenLabel?: string;
  error?: string | null;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * element's Form.Item draws a <label> that is not tied to its control. This one ties label, error and hint
 * to the control through ids, with element's own classes so the theme applies.
 */
export function FormItem({ label, hiddenLabel, error, required, hint, className, children }: FormItemProps) {
  const id = useId();
  const labelText = label ?? hiddenLabel;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  const a11y: FormControlA11y = {
    id: `${id}-control`,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
  };
  // Not element's is-required: its CSS asterisk would be read out as part of the field's name; ours has an
  // empty alternative text (theme.css), so it is seen and not heard.
  const classes = ['el-form-item', error ? 'is-error' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {labelText !== undefined && (
        <label
          className={label ? `el-form-item__label${required ? ' gz-required' : ''}` : 'gz-visually-hidden'}
          htmlFor={a11y.id}
        >
          {labelText}
        </label>
      )}
      <div className="el-form-item__content">
        <FormItemContext.Provider value={a11y}>{children}</FormItemContext.Provider>
        {hint && (
          <div className="gz-form-hint" id={`${id}-hint`}>
            {hint}
          </div>
        )}
        {error && (
          <div className="el-form-item__error" id={`${id}-error`} role="alert">
            {error}
          </div>
        )}
      </div>
    </div>
  );
}
