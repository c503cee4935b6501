import './form.css';

import type { FormEvent, ReactNode } from 'react';

interface FormProps {
  onSubmit: () => void;
  ariaLabel?: string;
  className?: string;
  /** Labels above their fields (every form of the portal but the ID card's read-only group). */
  stacked?: boolean;
  children: ReactNode;
}

/**
 * The one <form> element of a form. Formik's <Form> around element's <Form> nests two form elements, and
 * Chromium then submits the inner one natively as GET, with the password in the URL (STACK.md): never nest.
 */
export function Form({ onSubmit, ariaLabel, className, stacked, children }: FormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      className={`el-form${stacked ? ' gz-form--stacked' : ''} ${className ?? ''}`}
      method="post"
      action="#"
      noValidate
      aria-label={ariaLabel}
      onSubmit={submit}
    >
      {children}
    </form>
  );
}
