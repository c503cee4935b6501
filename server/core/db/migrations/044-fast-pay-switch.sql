-- 开通/关闭快捷支付 on a card already bound (issue 41 item 1): each opening started (the bank's SMS sent to the
-- card's reserved phone) and confirmed, and each closing (with the trade password), kept as the record of who
-- switched fast pay on which card and when. A confirmed opening answers its first result again.
CREATE TABLE bank_fast_pay_switches (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  card_id INTEGER NOT NULL REFERENCES bank_cards(id),
  action TEXT NOT NULL CHECK (action IN ('open', 'close')),
  state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
  created_at INTEGER NOT NULL,
  done_at INTEGER
);
CREATE INDEX bank_fast_pay_switches_card ON bank_fast_pay_switches(card_id, created_at);
