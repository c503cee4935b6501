-- (issue 28 item 6) Back-end-load (B) shares: 970051 offers 后端收费 besides 970031 (EQUITY_AB_FEES: 1.8 % under
-- a year, 1.2 % to three, 0.6 % to five, 0 from five). A data folder seeded before gets its schedule here; a
-- new one is seeded from the catalogue (this inserts nothing then: the fund is not there yet).
INSERT INTO fund_holding_fees (fund_code, kind, from_days, rate)
SELECT '970051', 'backEnd', steps.from_days, steps.rate
FROM (SELECT 0 AS from_days, '0.018' AS rate UNION ALL SELECT 365, '0.012' UNION ALL SELECT 1095, '0.006'
      UNION ALL SELECT 1825, '0') AS steps
WHERE EXISTS (SELECT 1 FROM fund_terms WHERE code = '970051')
  AND NOT EXISTS (SELECT 1 FROM fund_holding_fees WHERE fund_code = '970051' AND kind = 'backEnd');
