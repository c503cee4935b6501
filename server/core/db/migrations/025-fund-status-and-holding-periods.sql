-- (issue 26, money-dates) Two parts: the status history, then the minimum holding periods.
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
-- Minimum holding periods (最短持有期, issue 26): JSON {unit: day|month, length, rolling}, null for none. The
-- four products that name one in their title get it here too when their terms were written before.
ALTER TABLE fund_terms ADD COLUMN min_holding TEXT;
UPDATE fund_terms SET min_holding = '{"unit":"day","length":7,"rolling":false}' WHERE code = '970081';
UPDATE fund_terms SET min_holding = '{"unit":"month","length":12,"rolling":false}' WHERE code = '970062';
UPDATE fund_terms SET min_holding = '{"unit":"month","length":6,"rolling":false}' WHERE code = '980002';
UPDATE fund_terms SET min_holding = '{"unit":"day","length":30,"rolling":true}' WHERE code = '980012';
