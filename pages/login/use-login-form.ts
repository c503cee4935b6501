import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import type { AnyObjectSchema } from 'yup';

import { SHAKE_MS } from '@/shared/config/constants';
import { lazySchemaValidate } from '@/shared/validation/lazy-schema';

export interface LoginFormValues {
  account: string;
  password: string;
  privacy: boolean;
}

const EMPTY: LoginFormValues = { account: '', password: '', privacy: false };

/**
 * Formik over one login schema, loaded when first needed (see lazySchemaValidate). Inputs are trimmed before they leave the form (spec §5); submitting without
 * the privacy box ticked also shakes it for 800 ms.
 */
export function useLoginForm(
  loadSchema: () => Promise<AnyObjectSchema>,
  onValid: (account: string, password: string) => void,
) {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const formik = useFormik<LoginFormValues>({
    initialValues: EMPTY,
    validate: lazySchemaValidate(loadSchema),
    onSubmit: ({ account, password }) => onValid(account.trim(), password.trim()),
  });

  const attempt = () => {
    if (!formik.values.privacy) {
      clearTimeout(timer.current);
      setShaking(true);
      timer.current = setTimeout(() => setShaking(false), SHAKE_MS);
    }
    void formik.submitForm();
  };

  return { formik, shaking, attempt };
}
