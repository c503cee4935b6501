export { PasswordChangeDialog, PasswordChangeForm } from './password-change-dialog';
