import './form.css';

import type { ReactNode } from 'react';

/** A fieldset whose FormItems put their labels in a column beside the fields (a read-only record). */
export function FieldGroup({
  legend,
  legendClassName,
  className,
  children,
}: {
  legend: string;
  legendClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`gz-field-group ${className ?? ''}`}>
      <legend className={legendClassName}>{legend}</legend>
      {children}
    </fieldset>
  );
}
