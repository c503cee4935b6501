export { LoginPasswordReset } from './login-password-reset';
export { returnTarget, sameReturnHref } from './return-target';
export { DonePanel } from './done-panel';
export {
  INITIAL_RESET,
  resetReducer,
  submitProblem,
  type ResetEvent,
  type ResetState,
} from './reset-machine';
