-- The e-mail on file had two homes: 个人资料 (PUT /v1/user) wrote investor_contacts.email while statements and
-- reminders read account_emails, so an address an investor typed never received a statement. account_emails is
-- the one home now: what investors typed in 个人资料 moves there (it is the newer word), the contacts keep none.
INSERT OR REPLACE INTO account_emails (account_id, email)
  SELECT account_id, email FROM investor_contacts WHERE email <> '';
ALTER TABLE investor_contacts DROP COLUMN email;
