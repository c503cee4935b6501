import { randomInt, randomUUID } from 'node:crypto';

import { type CaptchaChallenge } from '@/api/types';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Context } from '../context';
import { hashToken, randomToken } from '../crypto/random';
import { BusinessError } from '../http/envelope';
import { SECOND } from '../time';
import { drawPuzzle, HEIGHT, WIDTH } from './draw';
import { PIECE_HEIGHT, PIECE_WIDTH } from './shape';

export const CAPTCHA_TTL_MS = 120 * SECOND;
export const CAPTCHA_TOLERANCE = 4;
export const MIN_SLIDE_MS = 100;
export const SLIDER_FAILED = '滑块验证码错误';

/** New challenge; the answer (drag distance in 1x px) stays in the database. */
export function createChallenge(ctx: Context): CaptchaChallenge {
  // Even 2x coordinates give whole 1x pixels; the hole never sits where the piece starts.
  const holeX = 2 * randomInt(PIECE_WIDTH / 2 + 20, (WIDTH - PIECE_WIDTH) / 2 - 5);
  const holeY = 2 * randomInt(5, (HEIGHT - PIECE_HEIGHT) / 2 - 5);
  const { background, slider } = drawPuzzle(holeX, holeY);
  const id = randomUUID();
  const now = ctx.clock.now();
  ctx.db.tx(() => {
    ctx.db.run('DELETE FROM captcha_challenges WHERE created_at < ?', [now - 10 * CAPTCHA_TTL_MS]);
    ctx.db.run('INSERT INTO captcha_challenges (id, answer, created_at) VALUES (?, ?, ?)', [
      id,
      holeX / 2,
      now,
    ]);
  });
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
  const token = ctx.db.tx(() => {
    const row = ctx.db.get<{ answer: number; created_at: number; used: number }>(
      'SELECT answer, created_at, used FROM captcha_challenges WHERE id = ?',
      [id],
    );
    if (!row || row.used) return null;
    ctx.db.run('UPDATE captcha_challenges SET used = 1 WHERE id = ?', [id]);
    const fresh = now - row.created_at <= CAPTCHA_TTL_MS;
    if (!fresh || slideMs < MIN_SLIDE_MS || Math.abs(code - row.answer) > CAPTCHA_TOLERANCE) return null;
    const issued = randomToken();
    ctx.db.run('INSERT INTO captcha_tokens (token_hash, created_at) VALUES (?, ?)', [hashToken(issued), now]);
    return issued;
  });
  if (!token) throw new BusinessError(RESPONSE_STATE.GRAPHIC_CODE_ERROR, SLIDER_FAILED);
  return token;
}

/** Uses up a captcha token (valid 120 s); a missing, used or stale one is the graphic-verification state. */
export function consumeCaptchaToken(ctx: Context, token: string | undefined): void {
  const now = ctx.clock.now();
  const ok = ctx.db.tx(() => {
    if (!token) return false;
    const hash = hashToken(token);
    const row = ctx.db.get<{ created_at: number; used: number }>(
      'SELECT created_at, used FROM captcha_tokens WHERE token_hash = ?',
      [hash],
    );
    if (!row || row.used) return false;
    ctx.db.run('UPDATE captcha_tokens SET used = 1 WHERE token_hash = ?', [hash]);
    ctx.db.run('DELETE FROM captcha_tokens WHERE created_at < ?', [now - 10 * CAPTCHA_TTL_MS]);
    return now - row.created_at <= CAPTCHA_TTL_MS;
  });
  if (!ok) throw new BusinessError(RESPONSE_STATE.GRAPHIC_CODE_ERROR, '请先完成滑块验证');
}

export function lastChallenge(ctx: Context): { id: string; code: number } | null {
  const row = ctx.db.get<{ id: string; answer: number }>(
    'SELECT id, answer FROM captcha_challenges ORDER BY created_at DESC, rowid DESC LIMIT 1',
  );
  return row ? { id: row.id, code: row.answer } : null;
}
