CREATE TABLE client_errors (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, message TEXT NOT NULL, stack TEXT, url TEXT NOT NULL,
  at TEXT NOT NULL, received_at INTEGER NOT NULL
);
