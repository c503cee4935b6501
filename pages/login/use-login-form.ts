import { useFormik } from 'formik';
import type { AnyObjectSchema } from 'yup';

import { useShake } from '@/shared/ui';
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
  const [shaking, shake] = useShake();

  const formik = useFormik<LoginFormValues>({
    initialValues: EMPTY,
    validate: lazySchemaValidate(loadSchema),
    onSubmit: ({ account, password }) => onValid(account.trim(), password.trim()),
  });

  const attempt = () => {
    if (!formik.values.privacy) shake();
    void formik.submitForm();
  };

  return { formik, shaking, attempt };
}
