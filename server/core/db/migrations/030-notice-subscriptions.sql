-- 订阅服务 (spec: statement and reminder kinds daily, weekly, monthly; net-value, redeem reminder, account
-- statement; channels official account or e-mail): what each investor subscribed to, one row per kind and
-- channel. A statement row carries its period; the reminders have none.
CREATE TABLE notice_subscriptions (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  kind TEXT NOT NULL CHECK (kind IN ('statement', 'netValue', 'redeem')),
  channel TEXT NOT NULL CHECK (channel IN ('officialAccount', 'email')),
  period TEXT CHECK (CASE WHEN kind = 'statement' THEN COALESCE(period IN ('daily', 'weekly', 'monthly'), 0)
    ELSE period IS NULL END),
  subscribed_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, kind, channel)
) WITHOUT ROWID;
-- What the back office sent for them: one row per investor, kind, channel and occasion (a statement's period,
-- a NAV date, a redemption's order number), so a run that is repeated, resumed or raced sends nothing twice.
-- E-mails keep the whole MIME message (raw); official-account messages wait here for the WeChat gateway.
CREATE TABLE notice_sends (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  kind TEXT NOT NULL,
  channel TEXT NOT NULL,
  occasion TEXT NOT NULL,
  address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  raw TEXT,
  at INTEGER NOT NULL,
  UNIQUE (account_id, kind, channel, occasion)
);
