import type { Context } from '../core/context';

export interface ChallengeRow {
  answer: number;
  created_at: number;
  used: number;
}

/** A new challenge; challenges older than `staleBefore` go at the same time. */
export function insertChallenge(
  ctx: Context,
  challenge: { id: string; answer: number; now: number },
  staleBefore: number,
): void {
  ctx.db.tx(() => {
    ctx.db.run('DELETE FROM captcha_challenges WHERE created_at < ?', [staleBefore]);
    ctx.db.run('INSERT INTO captcha_challenges (id, answer, created_at) VALUES (?, ?, ?)', [
      challenge.id,
      challenge.answer,
      challenge.now,
    ]);
  });
}

/** Takes a challenge for its one attempt: answers it as it was, and marks it used. */
export function takeChallenge(ctx: Context, id: string): ChallengeRow | undefined {
  return ctx.db.tx(() => {
    const row = ctx.db.get<ChallengeRow>(
      'SELECT answer, created_at, used FROM captcha_challenges WHERE id = ?',
      [id],
    );
    if (row && !row.used) ctx.db.run('UPDATE captcha_challenges SET used = 1 WHERE id = ?', [id]);
    return row;
  });
}

export function insertCaptchaToken(ctx: Context, tokenHash: string, now: number): void {
  ctx.db.run('INSERT INTO captcha_tokens (token_hash, created_at) VALUES (?, ?)', [tokenHash, now]);
}

/**
 * Uses up a captcha token: answers when it was issued, or undefined when unknown or already used. Tokens
 * older than `staleBefore` go at the same time.
 */
export function useCaptchaToken(ctx: Context, tokenHash: string, staleBefore: number): number | undefined {
  return ctx.db.tx(() => {
    const row = ctx.db.get<{ created_at: number; used: number }>(
      'SELECT created_at, used FROM captcha_tokens WHERE token_hash = ?',
      [tokenHash],
    );
    if (!row || row.used) return undefined;
    ctx.db.run('UPDATE captcha_tokens SET used = 1 WHERE token_hash = ?', [tokenHash]);
    ctx.db.run('DELETE FROM captcha_tokens WHERE created_at < ?', [staleBefore]);
    return row.created_at;
  });
}

/** The newest challenge and its answer (the dev hook). */
export function newestChallenge(ctx: Context): { id: string; answer: number } | undefined {
  return ctx.db.get<{ id: string; answer: number }>(
    'SELECT id, answer FROM captcha_challenges ORDER BY created_at DESC, rowid DESC LIMIT 1',
  );
}
