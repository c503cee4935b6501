import type { SurveyKind, SurveyStatus } from '@/api/survey/contract';

import type { Context } from '../core/context';

export interface SurveyRow {
  id: string;
  title: string;
  intro: string;
  kind: SurveyKind;
  status: SurveyStatus;
  trigger_event: 'subscribe' | 'purchase' | 'redeem' | 'firstLogin' | 'afterAccountOpening' | null;
  audience: 'person' | 'organization' | 'all';
  published_at: number;
  end_date: string;
  questions: string;
}

export function allSurveys(ctx: Context): SurveyRow[] {
  return ctx.db.all<SurveyRow>('SELECT * FROM surveys ORDER BY published_at DESC, id');
}

export function insertSurvey(ctx: Context, row: SurveyRow): void {
  ctx.db.run(
    `INSERT INTO surveys (id, title, intro, kind, status, trigger_event, audience, published_at, end_date, questions)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.id,
      row.title,
      row.intro,
      row.kind,
      row.status,
      row.trigger_event,
      row.audience,
      row.published_at,
      row.end_date,
      row.questions,
    ],
  );
}

export function answeredSurveyIds(ctx: Context, accountId: number): Set<string> {
  return new Set(
    ctx.db
      .all<{ survey_id: string }>('SELECT survey_id FROM survey_answers WHERE account_id = ?', [accountId])
      .map((row) => row.survey_id),
  );
}

export function answerOf(
  ctx: Context,
  accountId: number,
  surveyId: string,
): { answered_at: number; answers: string } | undefined {
  return ctx.db.get(
    'SELECT answered_at, answers FROM survey_answers WHERE account_id = ? AND survey_id = ?',
    [accountId, surveyId],
  );
}

/** Records the answer and closes its to-do, in one transaction. */
export function recordAnswer(
  ctx: Context,
  accountId: number,
  surveyId: string,
  at: number,
  answers: unknown,
): void {
  ctx.db.tx(() => {
    ctx.db.run(
      'INSERT INTO survey_answers (survey_id, account_id, answered_at, answers) VALUES (?, ?, ?, ?)',
      [surveyId, accountId, at, JSON.stringify(answers)],
    );
    ctx.db.run('UPDATE backlog SET done_at = ? WHERE account_id = ? AND survey_id = ? AND done_at IS NULL', [
      at,
      accountId,
      surveyId,
    ]);
  });
}

/**
 * When the investor's trigger event first happened at or after `since` (ms), or null: orders of the business
 * for subscribe, purchase and redeem; the first login for firstLogin; the first visit after publication for
 * afterAccountOpening (the portal keeps no opening date: every account was opened before it).
 */
export function triggerFiredAt(
  ctx: Context,
  accountId: number,
  trigger: NonNullable<SurveyRow['trigger_event']>,
  since: number,
  now: number,
): number | null {
  const businesses = {
    subscribe: ['Subscribe'],
    purchase: ['Purchase', 'BookPurchase'],
    redeem: ['Redeem', 'BookRedeem'],
  };
  if (trigger === 'afterAccountOpening') return now;
  if (trigger === 'firstLogin') {
    const row = ctx.db.get<{ at: number | null }>(
      'SELECT last_login_at AS at FROM accounts WHERE id = ? AND prev_login_at IS NULL AND last_login_at >= ?',
      [accountId, since],
    );
    return row?.at ?? null;
  }
  const kinds = businesses[trigger];
  // A private order reaches the investor with nothing during its cooling-off (募集行为管理办法 art. 28):
  // its event happens once its return visit has passed (final), not when it was placed.
  const row = ctx.db.get<{ at: number | null }>(
    `SELECT MIN(CASE WHEN p.app_no IS NULL THEN o.applied_at ELSE p.closed_at END) AS at
       FROM orders o LEFT JOIN private_orders p ON p.app_no = o.app_no
      WHERE o.account_id = ? AND o.applied_at >= ? AND o.business_type IN (${kinds.map(() => '?').join(', ')})
        AND (p.app_no IS NULL OR p.stage = 'final')`,
    [accountId, since, ...kinds],
  );
  return row?.at ?? null;
}

/** Makes the to-do of a fired trigger once (a second call finds it and does nothing). */
export function ensureBacklog(
  ctx: Context,
  accountId: number,
  surveyId: string,
  trigger: string,
  at: number,
): void {
  ctx.db.run(
    'INSERT OR IGNORE INTO backlog (account_id, survey_id, trigger_event, created_at) VALUES (?, ?, ?, ?)',
    [accountId, surveyId, trigger, at],
  );
}

export interface BacklogRow {
  id: number;
  survey_id: string;
  trigger_event: string;
  created_at: number;
  title: string;
}

export function openBacklog(ctx: Context, accountId: number): BacklogRow[] {
  return ctx.db.all<BacklogRow>(
    `SELECT b.id, b.survey_id, b.trigger_event, b.created_at, s.title FROM backlog b JOIN surveys s ON s.id = b.survey_id
     WHERE b.account_id = ? AND b.done_at IS NULL ORDER BY b.created_at, b.id`,
    [accountId],
  );
}

export function closeBacklog(ctx: Context, accountId: number, id: number, at: number): boolean {
  return ctx.db.tx(() => {
    const found = ctx.db.get('SELECT 1 FROM backlog WHERE id = ? AND account_id = ?', [id, accountId]);
    if (found) ctx.db.run('UPDATE backlog SET done_at = COALESCE(done_at, ?) WHERE id = ?', [at, id]);
    return !!found;
  });
}

export function windowShown(ctx: Context, accountId: number, key: string): boolean {
  return !!ctx.db.get('SELECT 1 FROM windows_shown WHERE account_id = ? AND window_key = ?', [
    accountId,
    key,
  ]);
}

export function recordWindow(ctx: Context, accountId: number, key: string, at: number): void {
  ctx.db.run('INSERT OR IGNORE INTO windows_shown (account_id, window_key, shown_at) VALUES (?, ?, ?)', [
    accountId,
    key,
    at,
  ]);
}
