import './form.css';

import type { ReactNode } from 'react';

/**
 * Why a form or a dialog could not go on (the server's message, a rule that refused it): read out at once
 * (role="alert"), shown as text, one look everywhere. Nothing is rendered without a message.
 */
export function FormFailure({ children, id }: { children: ReactNode; id?: string }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p className="gz-form-failure" id={id} role="alert">
      {children}
    </p>
  );
}
