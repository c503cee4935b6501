export { PasswordChangeDialog } from './password-change-dialog';
