export { CaptchaDialog, CaptchaDialogView } from './captcha-dialog';
export { useCaptchaCalls, type CaptchaCalls } from './captcha-calls';
/** What a solved slider is for (spec §3): the captcha result types. */
export { CAPTCHA_RESULT_TYPE, type CaptchaResultType } from '@/shared/enums/account';
