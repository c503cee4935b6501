export { SliderCaptcha, PICTURE_WIDTH } from './slider-captcha';
export type { SliderCaptchaProps, SliderPicture, SliderStatus } from './types';
