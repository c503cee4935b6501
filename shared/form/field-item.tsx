import { useField, type FieldHelperProps } from 'formik';
import type { ReactNode } from 'react';

import { FormItem } from '@/shared/ui';

/** What a formik field shows around its control: the label (or a hidden one), the hint, the required mark. */
export interface FieldFrame {
  label?: ReactNode;
  /** The accessible name when no label is shown. */
  hiddenLabel?: string;
  hint?: ReactNode;
  required?: boolean;
}

interface FieldItemProps extends FieldFrame {
  name: string;
  /** The control, given the field's value (empty when unset) and its helpers. */
  children: (value: string, helpers: FieldHelperProps<string>) => ReactNode;
}

/** A formik field's FormItem: its frame around the control, the error once the field was touched. */
export function FieldItem({ name, children, ...frame }: FieldItemProps) {
  const [field, meta, helpers] = useField<string>(name);
  return (
    <FormItem {...frame} error={meta.touched ? meta.error : null}>
      {children(field.value ?? '', helpers)}
    </FormItem>
  );
}
