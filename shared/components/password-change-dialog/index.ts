export {
  PasswordChangeDialog,
  PASSWORD_CHANGE_TEXT,
  type PasswordChangeDialogProps,
  type PasswordChangeOutcome,
  type PasswordChangeValues,
} from './password-change-dialog';
