export { SmsDialog, type SmsDialogProps } from './sms-dialog';
export { SmsDialogView, type SmsDialogViewProps } from './sms-dialog-view';
export { SmsCodeInput, type SmsCodeInputProps } from './sms-code-input';
export { useSmsCountdown, type SmsCountdown } from './use-sms-countdown';
export { countdownEnd, secondsLeft, sendButtonLabel } from './countdown';
export { isSmsDialogOpen } from './registry';
export { SMS_TEXT, resendIn, smsSentHint, smsSentToast } from './messages';
