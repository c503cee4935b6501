-- (issue 28, trading rows P2 and R9) Two terms of a fund's sale documents.
-- P2: a private product's type (资管新规 art. 5: fixedIncome, mixed, equity, commodityDerivative; or a
-- privateFund), which its minimum investment follows (30万 / 40万 / 100万 / 100万 / 100万) instead of its
-- risk level. NULL for a public fund.
ALTER TABLE fund_terms ADD COLUMN private_class TEXT
  CHECK (private_class IN ('fixedIncome','mixed','equity','commodityDerivative','privateFund'));
-- R9: whether the 发售公告 lets a subscription (认购) be cancelled on its day; 0: 认购申请一经受理不得撤销.
ALTER TABLE fund_terms ADD COLUMN subscription_cancellable INTEGER NOT NULL DEFAULT 1
  CHECK (subscription_cancellable IN (0,1));
-- The demo catalogue's products in a data folder seeded before (a new one is seeded with them).
UPDATE fund_terms SET private_class = 'fixedIncome'
  WHERE code IN ('980001','980002','980003','980009','980012');
UPDATE fund_terms SET private_class = 'mixed' WHERE code = '980008';
UPDATE fund_terms SET private_class = 'equity' WHERE code IN ('980004','980005','980006','980007','980011');
UPDATE fund_terms SET private_class = 'commodityDerivative' WHERE code = '980010';
-- 980003, a fixed-income plan rated R3, had the mixed minimum of its risk level.
UPDATE fund_terms SET min_first = '300000' WHERE code = '980003' AND min_first = '400000';
UPDATE fund_terms SET subscription_cancellable = 0 WHERE code = '970032';
