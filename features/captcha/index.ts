export { CaptchaDialog, CaptchaDialogView } from './captcha-dialog';
export { type CaptchaCalls } from './captcha-calls';
/** What a solved slider is for (spec §3): the captcha result types. */
export { CAPTCHA_RESULT_TYPE } from '@/shared/enums/account';
