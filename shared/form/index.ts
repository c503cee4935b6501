export { TextField } from './text-field';
export { SelectField } from './select-field';
export { NewPasswordFields } from './new-password-fields';
export { SubmitRow } from './submit-row';
export { chosenOptions } from './chosen-options';
