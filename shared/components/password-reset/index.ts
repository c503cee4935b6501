export { LoginPasswordReset, type LoginPasswordResetProps } from './login-password-reset';
export {
  loginResetCalls,
  hybridBody,
  outcomeOf,
  failureOf,
  succeeded,
  type Answer,
  type LoginResetTriggers,
} from './reset-calls';
export { returnTarget, rawQueryParam, sameReturnHref, FROM_PARAM } from './return-target';
export { ResetSteps } from './reset-steps';
export { DonePanel, AUTO_RETURN_S } from './done-panel';
export { RESET_TEXT } from './texts';
export type {
  CallOutcome,
  LoginResetCalls,
  ResetIdentity,
  ResetLoginType,
  ResetOrgAccountType,
} from './types';
