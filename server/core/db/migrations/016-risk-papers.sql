-- Every risk questionnaire answered (the evidence of how a level was set): the paper's version, the answers
-- as given (JSON), the score and what it set. answer_day (yyyyMMdd, Asia/Shanghai) counts the daily limit.
-- The level itself stays where the suitability check reads it: accounts (risk, risk_end_date, risk_lowest)
-- and investor_profiles (investment_horizon, investment_variety_codes).
CREATE TABLE paper_answers (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  paper_id TEXT NOT NULL,
  answered_at INTEGER NOT NULL,
  answer_day TEXT NOT NULL,
  answers TEXT NOT NULL,
  score INTEGER NOT NULL,
  risk TEXT NOT NULL CHECK (risk IN ('C1','C2','C3','C4','C5')),
  lowest INTEGER NOT NULL,
  end_date TEXT NOT NULL,
  horizon TEXT NOT NULL,
  variety_codes TEXT NOT NULL,
  session_hash TEXT
);
CREATE INDEX paper_answers_account_day ON paper_answers(account_id, answer_day);
