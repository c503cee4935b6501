-- Faults survived (issue 29): the confirm batch runs on a scheduler, outside the request path.
-- One run at a time: the holder's lease (expires_at, real time in ms) is renewed as it goes, so a holder that
-- died mid-run does not block the next one for longer than the lease.
CREATE TABLE run_locks (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- An Idempotency-Key is reserved (pending, by one request: holder) before the order work starts, and bound
-- (done, with the order and its first answer) in the order's own transaction; a refused order deletes its
-- reservation. The table is rebuilt: app_no and response are empty while pending. Nothing refers to it.
CREATE TABLE idempotency_keys_rebuilt (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  key TEXT NOT NULL,
  route TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
  holder TEXT,
  reserved_at INTEGER NOT NULL,
  app_no TEXT REFERENCES orders(app_no),
  response TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, key),
  CHECK ((state = 'done') = (app_no IS NOT NULL AND response IS NOT NULL))
);
INSERT INTO idempotency_keys_rebuilt (account_id, key, route, fingerprint, state, holder, reserved_at, app_no,
  response, created_at)
SELECT account_id, key, route, fingerprint, 'done', NULL, created_at, app_no, response, created_at
FROM idempotency_keys;
DROP TABLE idempotency_keys;
ALTER TABLE idempotency_keys_rebuilt RENAME TO idempotency_keys;

-- The batch reads the due orders a page at a time after the last one it saw (state, then rowid): no sort
-- of every applied order per page.
CREATE INDEX orders_applied ON orders(state);
