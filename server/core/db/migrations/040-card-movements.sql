-- The bank-card movement book (trading-rules FP4): every fast-pay debit the bank took and every reversal of
-- one, named by the request that asked for it (one per order attempt) and the order's number. A request has
-- at most one debit and one reversal: the second reversal of a request is refused by the key, never sent.
CREATE TABLE card_movements (
  id INTEGER PRIMARY KEY,
  request_id TEXT NOT NULL,
  card_no TEXT NOT NULL,
  app_no TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('debit', 'reversal')),
  amount TEXT NOT NULL,
  at INTEGER NOT NULL,
  UNIQUE (request_id, kind)
);
CREATE INDEX card_movements_card ON card_movements (card_no, at);
