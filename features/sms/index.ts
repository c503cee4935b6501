export { SmsDialog } from './sms-dialog';
export { SmsDialogView, type SmsDialogViewProps } from './sms-dialog-view';
export { SmsCodeInput } from './sms-code-input';
export { useSmsCountdown, type SmsCountdown } from './use-sms-countdown';
export { countdownEnd, secondsLeft, sendButtonLabel } from './countdown';
export { SMS_TEXT, smsSentToast } from './messages';
export { useCodeSender } from './use-code-sender';
