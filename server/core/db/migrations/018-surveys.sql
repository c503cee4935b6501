-- Surveys (questionnaires): status 0 waiting, 1 published, 2 terminated, 3 closed; kind and trigger as the
-- contract's keys; audience person, organization or all; questions as the contract's JSON.
CREATE TABLE surveys (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  intro TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('personVisit','organizationVisit','satisfaction','other')),
  status TEXT NOT NULL CHECK (status IN ('0','1','2','3')),
  trigger_event TEXT CHECK (trigger_event IN ('subscribe','purchase','redeem','firstLogin','afterAccountOpening')),
  audience TEXT NOT NULL CHECK (audience IN ('person','organization','all')),
  published_at INTEGER NOT NULL,
  end_date TEXT NOT NULL,
  questions TEXT NOT NULL
);
-- One answer per investor and survey (a second is refused with 402028).
CREATE TABLE survey_answers (
  survey_id TEXT NOT NULL REFERENCES surveys(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  answered_at INTEGER NOT NULL,
  answers TEXT NOT NULL,
  PRIMARY KEY (survey_id, account_id)
);
-- A to-do made when a trigger fired for a survey; done when answered or handled.
CREATE TABLE backlog (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  survey_id TEXT NOT NULL REFERENCES surveys(id),
  trigger_event TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  done_at INTEGER,
  UNIQUE (account_id, survey_id)
);
-- Pop-ups already shown (a survey's window, or a notice by key): each comes once.
CREATE TABLE windows_shown (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  window_key TEXT NOT NULL,
  shown_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, window_key)
);
