import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';

import { Button, FormFailure } from '@/shared/ui';

interface SubmitRowProps {
  /** Why the last submit failed, above the buttons. */
  failure: string | null;
  /** The row's class (its alignment and spacing on the form's screen). */
  className: string;
  submitText: string;
  size?: 'large';
  /** Buttons before the submit button (取消, 上一步, 退出). */
  children?: ReactNode;
}

/** A formik form's foot: the failure, then the buttons; the submit button spins while the form submits. */
export function SubmitRow({ failure, className, submitText, size, children }: SubmitRowProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <>
      <FormFailure>{failure}</FormFailure>
      <div className={className}>
        {children}
        <Button type="primary" size={size} nativeType="submit" loading={isSubmitting}>
          {submitText}
        </Button>
      </div>
    </>
  );
}
