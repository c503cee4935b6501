-- 安全中心 (issue 39): the login history of 90 days (pruned on write), what each session and remembered device
-- was opened from, and how a session ended when the investor signed it out in the centre.
CREATE TABLE login_history (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  at INTEGER NOT NULL,
  ip TEXT NOT NULL,
  -- 本机, 内网 or a coarse region from the IP-range table (server/auth/ip-place.ts).
  place TEXT NOT NULL,
  device TEXT NOT NULL,
  browser TEXT NOT NULL,
  -- self: the investor; adviser: a 财富顾问 through the gateway hand-over.
  via TEXT NOT NULL CHECK (via IN ('self', 'adviser')),
  outcome TEXT NOT NULL CHECK (outcome IN ('success', 'failure'))
);
CREATE INDEX login_history_account ON login_history(account_id, at);
ALTER TABLE sessions ADD COLUMN ip TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
-- The remembered device the session was opened from (the nonce's hash), to mark 当前设备.
ALTER TABLE sessions ADD COLUMN device_hash TEXT;
-- 'centre' when 退出其他设备 ended it: its next request is told so (state stays 'replaced').
ALTER TABLE sessions ADD COLUMN ended_by TEXT;
ALTER TABLE device_nonces ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE device_nonces ADD COLUMN last_used_at INTEGER;
