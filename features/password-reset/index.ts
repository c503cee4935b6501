export { LoginPasswordReset, type LoginPasswordResetProps } from './login-password-reset';
export { returnTarget, rawQueryParam, sameReturnHref, FROM_PARAM } from './return-target';
export { ResetSteps } from './reset-steps';
export { DonePanel, AUTO_RETURN_S } from './done-panel';
export { RESET_TEXT } from './texts';
export {
  INITIAL_RESET,
  resetReducer,
  submitProblem,
  type ResetEvent,
  type ResetState,
} from './reset-machine';
export type { ResetIdentity, ResetLoginType, ResetOrgAccountType } from './types';
