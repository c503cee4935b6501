-- Fast pay (issue 28 item 1): the deduct status (扣款状态) the bank answered for an order debited from a card
-- ('3' 扣款成功; NULL for a bank transfer), and the local bank's refusals of a card's debits (dev hook).
ALTER TABLE orders ADD COLUMN deduct_status TEXT;
UPDATE orders SET deduct_status = '3' WHERE capital_mode = '2' AND paid_at IS NOT NULL
  AND business_type IN ('Purchase', 'Subscribe', 'BookPurchase');
CREATE INDEX orders_fast_pay_card ON orders (bank_account, paid_at) WHERE capital_mode = '2';

CREATE TABLE bank_debit_refusals (
  card_no TEXT PRIMARY KEY,
  reason TEXT NOT NULL,
  set_at INTEGER NOT NULL
);
