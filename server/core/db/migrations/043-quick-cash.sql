-- (issue 42 item 3) 货币基金快速取现 (T+0). The money-market funds that offer it, each with its own daily
-- quick-withdrawal pool (the manager's 垫资 for the day, yuan, shared by every investor of the fund). A row
-- is the flag: a fund without one offers only 普通取现 (T+1). No reference to funds: a new data folder
-- is migrated before the catalogue is seeded.
CREATE TABLE fund_quick_cash (
  code TEXT PRIMARY KEY,
  daily_pool TEXT NOT NULL
);
INSERT INTO fund_quick_cash (code, daily_pool) VALUES ('970003', '1000000.00');

-- Each quick withdrawal: its redemption order (confirmed at once, paid at once), the natural day in Shanghai
-- it counts against (the 1万元 per investor per fund per day, and the fund's pool) and the card paid.
CREATE TABLE quick_withdrawals (
  app_no TEXT PRIMARY KEY REFERENCES orders(app_no),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  fund_code TEXT NOT NULL,
  day TEXT NOT NULL,
  amount TEXT NOT NULL,
  card_no TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX quick_withdrawals_day ON quick_withdrawals (fund_code, day);

-- The card movement book takes credits: the money of a quick withdrawal paid to the card at once. The
-- table is rebuilt (a CHECK cannot be altered); nothing refers to it.
CREATE TABLE card_movements_rebuilt (
  id INTEGER PRIMARY KEY,
  request_id TEXT NOT NULL,
  card_no TEXT NOT NULL,
  app_no TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('debit', 'reversal', 'credit')),
  amount TEXT NOT NULL,
  at INTEGER NOT NULL,
  UNIQUE (request_id, kind)
);
INSERT INTO card_movements_rebuilt (id, request_id, card_no, app_no, kind, amount, at)
SELECT id, request_id, card_no, app_no, kind, amount, at FROM card_movements;
DROP TABLE card_movements;
ALTER TABLE card_movements_rebuilt RENAME TO card_movements;
CREATE INDEX card_movements_card ON card_movements (card_no, at);
