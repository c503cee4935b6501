export { SmsDialog, type SmsDialogProps, type SmsSendOutcome, type SmsVerifyOutcome } from './sms-dialog';
export { useSmsCountdown, type SmsCountdown } from './use-sms-countdown';
export { isSmsDialogOpen } from './registry';
export { SMS_TEXT, resendIn, smsSentToast } from './messages';
