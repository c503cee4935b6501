/** One slider puzzle as the back office sends it: images at 2x, `y` in 1x (CSS) pixels. */
export interface CaptchaChallengeData {
  id: string;
  /** Background with the hole (data URL or address). */
  background: string;
  /** The puzzle piece with transparency, same scale as the background. */
  slider: string;
  /** Top of the piece from the top of the picture, CSS pixels. */
  y: number;
}

export type CaptchaVerifyOutcome = { ok: true; token: string } | { ok: false; message?: string };

export interface SliderCaptchaProps {
  open: boolean;
  /** A new puzzle; null when it could not be fetched (the component offers a retry). */
  fetchChallenge: () => Promise<CaptchaChallengeData | null>;
  /** `code` is the rounded drag distance in CSS pixels, `slideMs` how long the slide took. */
  verify: (id: string, code: number, slideMs: number) => Promise<CaptchaVerifyOutcome>;
  onSuccess: (token: string) => void;
  onClose: () => void;
  /** The dialog's heading; 安全验证 by default. */
  title?: string;
}
