import type { Context } from '../core/context';

export interface PaperRecord {
  accountId: number;
  paperId: string;
  answeredAt: number;
  answerDay: string;
  answers: unknown;
  score: number;
  risk: string;
  lowest: boolean;
  endDate: string;
  horizon: string;
  varietyCodes: string[];
  sessionHash: string;
  /** accounts.investment_varieties and investment_limit: the words the user page shows. */
  acceptedWords: string;
  horizonWords: string;
}

/**
 * Records an answered paper and sets what it decided where the suitability check reads it, in one
 * transaction: a record never exists without its level, nor a level without its record.
 */
export function recordPaper(ctx: Context, r: PaperRecord): void {
  ctx.db.tx(() => {
    ctx.db.run(
      `INSERT INTO paper_answers (account_id, paper_id, answered_at, answer_day, answers, score, risk, lowest,
        end_date, horizon, variety_codes, session_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        r.accountId,
        r.paperId,
        r.answeredAt,
        r.answerDay,
        JSON.stringify(r.answers),
        r.score,
        r.risk,
        r.lowest ? 1 : 0,
        r.endDate,
        r.horizon,
        r.varietyCodes.join(','),
        r.sessionHash,
      ],
    );
    ctx.db.run(
      `UPDATE accounts SET risk = ?, risk_end_date = ?, risk_lowest = ?, highest_risk = ?,
        investment_varieties = ?, investment_limit = ? WHERE id = ?`,
      [r.risk, r.endDate, r.lowest ? 1 : 0, r.risk, r.acceptedWords, r.horizonWords, r.accountId],
    );
    ctx.db.run(
      `INSERT INTO investor_profiles (account_id, investment_horizon, investment_variety_codes) VALUES (?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET investment_horizon = excluded.investment_horizon,
         investment_variety_codes = excluded.investment_variety_codes`,
      [r.accountId, r.horizon, r.varietyCodes.join(',')],
    );
  });
}

export function papersOnDay(ctx: Context, accountId: number, day: string): number {
  return (
    ctx.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM paper_answers WHERE account_id = ? AND answer_day = ?',
      [accountId, day],
    )?.n ?? 0
  );
}

/** The newest answered paper (its score and day), or undefined when the level came from elsewhere. */
export function latestPaper(
  ctx: Context,
  accountId: number,
): { score: number; answer_day: string; risk: string; end_date: string } | undefined {
  return ctx.db.get(
    'SELECT score, answer_day, risk, end_date FROM paper_answers WHERE account_id = ? ORDER BY id DESC LIMIT 1',
    [accountId],
  );
}
