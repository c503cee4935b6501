-- (issue 42 item 1) 定投: 定期定额投资计划. Which public funds take plans and their minimum per period (a fund
-- without a row: 暂不支持定投); kept beside fund_terms, which the switch work reshapes.
CREATE TABLE plan_fund_terms (
  fund_code TEXT PRIMARY KEY REFERENCES funds(code),
  min_amount TEXT NOT NULL
);
-- The demo catalogue's equity and bond funds open for purchase (the seed inserts them after this runs on a
-- new data folder: seed/plan-terms.ts does the same there).
INSERT INTO plan_fund_terms (fund_code, min_amount)
  SELECT code, '100' FROM funds WHERE code IN ('970011', '970031', '970041', '970051');

-- A plan: the amount debited each period from one fast-pay card, the cycle (weekly or every two weeks on a
-- weekday 1–5, monthly on a day 1–28), the next scheduled date (the debit is that day or the next trading
-- day), the failures in a row. Its Idempotency-Key makes a replay answer the same plan.
CREATE TABLE invest_plans (
  plan_no TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  idempotency_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  trade_account TEXT NOT NULL,
  fund_code TEXT NOT NULL REFERENCES funds(code),
  amount TEXT NOT NULL,
  frequency TEXT NOT NULL CHECK (frequency IN ('weekly', 'biweekly', 'monthly')),
  day INTEGER NOT NULL CHECK (day BETWEEN 1 AND 28),
  anchor_date TEXT NOT NULL,
  next_date TEXT NOT NULL,
  card_id INTEGER NOT NULL REFERENCES bank_cards(id),
  state TEXT NOT NULL CHECK (state IN ('active', 'paused', 'stopped')),
  paused_by_failures INTEGER NOT NULL DEFAULT 0 CHECK (paused_by_failures IN (0, 1)),
  failures INTEGER NOT NULL DEFAULT 0,
  session_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX invest_plans_due ON invest_plans(state, next_date);

-- Each period's run: the order it placed (定投申购) or why it was refused.
CREATE TABLE invest_plan_runs (
  plan_no TEXT NOT NULL REFERENCES invest_plans(plan_no),
  period INTEGER NOT NULL,
  scheduled_date TEXT NOT NULL,
  run_date TEXT NOT NULL,
  amount TEXT NOT NULL,
  app_no TEXT REFERENCES orders(app_no),
  refusal TEXT,
  at INTEGER NOT NULL,
  PRIMARY KEY (plan_no, period),
  CHECK ((app_no IS NULL) <> (refusal IS NULL))
);
