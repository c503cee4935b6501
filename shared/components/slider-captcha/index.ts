export { SliderCaptcha, PICTURE_WIDTH } from './slider-captcha';
export type { CaptchaChallengeData, CaptchaVerifyOutcome, SliderCaptchaProps } from './types';
/** What a solved slider is for (spec §3): the captcha result types. */
export { CAPTCHA_RESULT_TYPE, type CaptchaResultType } from '@/shared/enums/account';
