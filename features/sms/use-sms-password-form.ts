import { useFormik } from 'formik';
import { useState } from 'react';
import { object } from 'yup';

import { confirmPasswordField, loginPasswordField, smsCodeField } from '@/shared/validation';

import type { SubmitProblem } from './submit-problem';

const EMPTY_VALUES = { smsCode: '', newPassword: '', confirmPassword: '' };

// Here, not in shared/validation/schemas.ts: that module builds every form's schema when loaded, which the
// reset pages' first visit would then carry.
const schema = object({
  smsCode: smsCodeField,
  newPassword: loginPasswordField,
  confirmPassword: confirmPasswordField('newPassword'),
});

/**
 * The form of a new login password proven by an SMS code (smsCode, newPassword, confirmPassword): `submit`
 * gets the trimmed code and the password, and its problem shows under the code field or above the buttons.
 */
export function useSmsPasswordForm(submit: (smsCode: string, newPassword: string) => Promise<SubmitProblem>) {
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: EMPTY_VALUES,
    validationSchema: schema,
    onSubmit: async ({ smsCode, newPassword }) => {
      setFailure(null);
      const problem = await submit(smsCode.trim(), newPassword);
      if (problem?.field) formik.setFieldError(problem.field, problem.message);
      else if (problem) setFailure(problem.message);
    },
  });
  return { formik, failure };
}
