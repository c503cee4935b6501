import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnyObjectSchema, ValidationError } from 'yup';

function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError';
}

/**
 * Formik's `validate` over a yup schema that is loaded when first needed: a first-visit page paints and takes
 * input without yup (~11 KB gzip of its first JavaScript); the schema arrives with the first validation (and is
 * prefetched at idle by the caller's import). Same outcome as `validationSchema`: empty strings count as missing
 * and every field's first message is kept (formik's own validateYupSchema and yupToFormErrors).
 */
export function lazySchemaValidate<Values extends FormikValues>(load: () => Promise<AnyObjectSchema>) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const schema = await load();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if (isValidationError(error)) return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
