export { SmsDialog } from './sms-dialog';
export { SmsDialogView, type SmsDialogResult } from './sms-dialog-view';
export { SmsCodeInput } from './sms-code-input';
export { SmsCodeField } from './sms-code-field';
export { useSmsCountdown, type SmsCountdown } from './use-sms-countdown';
export { SMS_TEXT, smsSentToast } from './messages';
export { useCodeSender } from './use-code-sender';
export { SecondFactor } from './second-factor';
export { codeOrFormProblem, type SubmitProblem } from './submit-problem';
