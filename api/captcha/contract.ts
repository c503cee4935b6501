import { Type, type Static } from '@sinclair/typebox';

import { EmptyQuery, object, str, Token } from '../core/contract';

/** 滑块验证码图片 GET /v1/auth/captcha */
export const CaptchaQuery = EmptyQuery;
export type CaptchaQuery = Static<typeof CaptchaQuery>;
/**
 * 滑块验证码图片 GET /v1/auth/captcha: data:image/png;base64 background (with the hole) and piece, 690 px
 * wide (2x; shown at 345 px); y is the top of the piece in 1x pixels.
 */
export const CaptchaData = object({
  id: Type.String({ minLength: 1 }),
  background: Type.String({ pattern: '^data:image/png;base64,' }),
  slider: Type.String({ pattern: '^data:image/png;base64,' }),
  y: Type.Integer({ minimum: 0 }),
});
export type CaptchaData = Static<typeof CaptchaData>;

/** 滑块验证 POST /v1/auth/captcha: code is the drag distance in 1x pixels (±4 accepted), slideMs ≥ 100. */
export const CaptchaVerifyBody = object({
  id: str(64, { pattern: '^[0-9a-f-]+$' }),
  code: Type.Integer({ minimum: -1000, maximum: 1000 }),
  slideMs: Type.Integer({ minimum: 0, maximum: 600000 }),
});
export type CaptchaVerifyBody = Static<typeof CaptchaVerifyBody>;
/** 滑块验证 POST /v1/auth/captcha: a one-use token (120 s); failure is 400001 滑块验证码错误. */
export const CaptchaVerifyData = object({ token: Token });
export type CaptchaVerifyData = Static<typeof CaptchaVerifyData>;

/** 文字验证题 GET /v1/auth/captcha/text: the slider's alternative that needs no sight (issue 19). */
export const TextCaptchaQuery = EmptyQuery;
export type TextCaptchaQuery = Static<typeof TextCaptchaQuery>;
/** 文字验证题 GET /v1/auth/captcha/text: a short sum in Chinese words (e.g. 十二加七等于多少？). */
export const TextCaptchaData = object({
  id: Type.String({ minLength: 1 }),
  question: str(40),
});
export type TextCaptchaData = Static<typeof TextCaptchaData>;

/** 文字验证 POST /v1/auth/captcha/text: the answer as typed (digits, half or full width). */
export const TextCaptchaVerifyBody = object({
  id: str(64, { pattern: '^[0-9a-f-]+$' }),
  answer: str(8),
});
export type TextCaptchaVerifyBody = Static<typeof TextCaptchaVerifyBody>;
/** 文字验证 POST /v1/auth/captcha/text: the slider's one-use token (120 s); failure is 400001. */
export const TextCaptchaVerifyData = object({ token: Token });
export type TextCaptchaVerifyData = Static<typeof TextCaptchaVerifyData>;
