export { LoginPasswordReset } from './login-password-reset';
export { returnTarget, sameReturnHref } from './return-target';
export { DonePanel } from './done-panel';
