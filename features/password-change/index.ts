export {
  PasswordChangeDialog,
  PASSWORD_CHANGE_TEXT,
  type PasswordChangeDialogProps,
} from './password-change-dialog';
export { usePasswordChange, type PasswordChangeValues } from './use-password-change';
