export { TextField } from './text-field';
export { SelectField } from './select-field';
export { CheckboxField } from './checkbox-field';
export { NewPasswordFields } from './new-password-fields';
