import { randomInt, randomUUID } from 'node:crypto';

import type { CaptchaData } from '@/api/captcha/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Context } from '../core/context';
import { hashToken, randomToken } from '../core/crypto/random';
import { transaction } from '../core/db/database';
import { BusinessError } from '../core/http/envelope';
import { drawPuzzle, HEIGHT, WIDTH } from './draw';
import { CAPTCHA_TTL_MS, captchaFresh, SLIDER_FAILED, SLIDER_MISSING, slideAccepted } from './rules';
import { PIECE_HEIGHT, PIECE_WIDTH } from './shape';
import {
  insertCaptchaToken,
  insertChallenge,
  newestChallenge,
  takeChallenge,
  useCaptchaToken,
} from './store';

/** New challenge; the answer (drag distance in 1x px) stays in the database. */
export function createChallenge(ctx: Context): CaptchaData {
  // Even 2x coordinates give whole 1x pixels; the hole never sits where the piece starts.
  const holeX = 2 * randomInt(PIECE_WIDTH / 2 + 20, (WIDTH - PIECE_WIDTH) / 2 - 5);
  const holeY = 2 * randomInt(5, (HEIGHT - PIECE_HEIGHT) / 2 - 5);
  const { background, slider } = drawPuzzle(holeX, holeY);
  const id = randomUUID();
  const now = ctx.clock.now();
  insertChallenge(ctx, { id, answer: holeX / 2, now }, now - 10 * CAPTCHA_TTL_MS);
  return {
    id,
    background: `data:image/png;base64,${background.toString('base64')}`,
    slider: `data:image/png;base64,${slider.toString('base64')}`,
    y: holeY / 2,
  };
}

/** One attempt per challenge: right or wrong, the challenge is used up. */
export function verifyChallenge(ctx: Context, id: string, code: number, slideMs: number): string {
  const now = ctx.clock.now();
  const token = transaction(ctx, () => {
    const challenge = takeChallenge(ctx, id);
    if (!challenge || challenge.used || !slideAccepted(challenge, { code, slideMs }, now)) return null;
    const issued = randomToken();
    insertCaptchaToken(ctx, hashToken(issued), now);
    return issued;
  });
  if (!token) throw new BusinessError(RESPONSE_STATE.GRAPHIC_CODE_ERROR, SLIDER_FAILED);
  return token;
}

/** Uses up a captcha token (valid 120 s); a missing, used or stale one is the graphic-verification state. */
export function consumeCaptchaToken(ctx: Context, token: string | undefined): void {
  const now = ctx.clock.now();
  const issuedAt = token ? useCaptchaToken(ctx, hashToken(token), now - 10 * CAPTCHA_TTL_MS) : undefined;
  if (issuedAt === undefined || !captchaFresh(issuedAt, now)) {
    throw new BusinessError(RESPONSE_STATE.GRAPHIC_CODE_ERROR, SLIDER_MISSING);
  }
}

export function lastChallenge(ctx: Context): { id: string; code: number } | null {
  const row = newestChallenge(ctx);
  return row ? { id: row.id, code: row.answer } : null;
}
