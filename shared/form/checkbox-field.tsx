import { useField } from 'formik';
import type { ReactNode } from 'react';

import { Checkbox } from '@/shared/ui';

interface CheckboxFieldProps {
  name: string;
  children: ReactNode;
  className?: string;
}

/** A boolean formik field drawn as element's checkbox; its text is its accessible name. */
export function CheckboxField({ name, children, className }: CheckboxFieldProps) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <span className={className}>
      <Checkbox
        checked={Boolean(field.value)}
        onChange={(checked: boolean) => void helpers.setValue(Boolean(checked))}
      >
        {children}
      </Checkbox>
    </span>
  );
}
