/** One slider puzzle as drawn: images at 2x, `y` in 1x (CSS) pixels. */
export interface SliderPicture {
  /** Background with the hole (data URL or address). */
  background: string;
  /** The puzzle piece with transparency, same scale as the background. */
  slider: string;
  /** Top of the piece from the top of the picture, CSS pixels. */
  y: number;
}

export type SliderStatus = 'loading' | 'ready' | 'verifying' | 'passed' | 'unavailable';

/** The drawing only: where the puzzle comes from and what a position is worth is the caller's business. */
export interface SliderCaptchaProps {
  open: boolean;
  /** The dialog's heading; 安全验证 by default. */
  title?: string;
  picture: SliderPicture | null;
  status: SliderStatus;
  /** How far the piece has moved, CSS pixels. */
  offset: number;
  /** Shown under the track instead of the status line. */
  error: string | null;
  /** The first move of a slide (when its time starts). */
  onBegin: () => void;
  onMove: (offset: number) => void;
  /** The piece was let go (or Enter pressed) at `offset`. */
  onRelease: (offset: number) => void;
  /** 换一张 */
  onRefresh: () => void;
  /** A way round the slider for those who cannot see or drag it (a link under the track). */
  alternative?: { label: string; onChoose: () => void };
  onClose: () => void;
}
