export { CaptchaDialog } from './captcha-dialog';
/** What a solved slider is for (spec §3): the captcha result types. */
