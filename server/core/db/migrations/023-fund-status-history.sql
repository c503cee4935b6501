-- A fund's status history (issue 26): the confirm batch judges an application under the status in force on
-- its trade date, so a later announcement (暂停申购/赎回, establishment, a failed raise) does not undo it. One
-- row per fund and first trade date of a status; a fund without rows has had its current status throughout.
-- The first change of a fund also records the status it had before, from 00000000.
CREATE TABLE fund_status_history (
  fund_code TEXT NOT NULL REFERENCES funds(code),
  effective_date TEXT NOT NULL,
  status TEXT NOT NULL,
  changed_at INTEGER NOT NULL,
  PRIMARY KEY (fund_code, effective_date)
);
