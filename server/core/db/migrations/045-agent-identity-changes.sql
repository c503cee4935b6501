-- (issue 41 item 7) The organisation's agent (经办人) updates their document: POST /v1/user/contactor with the
-- agent's encryptId. Such an application is of kind 'agent' and names the org_parties row it updates
-- (party_id); the other kinds leave it NULL. The table is rebuilt (a CHECK cannot be altered); nothing refers
-- to it.
CREATE TABLE identity_changes_rebuilt (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  kind TEXT NOT NULL CHECK (kind IN ('idCard','corporate','contactor','agent')),
  name TEXT NOT NULL,
  id_no TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  applied_at INTEGER NOT NULL,
  audit_flag TEXT NOT NULL DEFAULT '0' CHECK (audit_flag IN ('0','1','2')),
  reject_reason TEXT,
  audited_at INTEGER,
  id_type TEXT NOT NULL DEFAULT '0',
  party_id INTEGER REFERENCES org_parties(id),
  CHECK ((kind = 'agent') = (party_id IS NOT NULL))
);
INSERT INTO identity_changes_rebuilt
  (id, account_id, kind, name, id_no, valid_from, valid_to, applied_at, audit_flag, reject_reason, audited_at, id_type)
SELECT id, account_id, kind, name, id_no, valid_from, valid_to, applied_at, audit_flag, reject_reason, audited_at, id_type
FROM identity_changes;
DROP TABLE identity_changes;
ALTER TABLE identity_changes_rebuilt RENAME TO identity_changes;
CREATE INDEX identity_changes_account ON identity_changes(account_id, kind, applied_at);
