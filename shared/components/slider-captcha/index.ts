export { SliderCaptcha } from './slider-captcha';
export type { SliderStatus } from './types';
