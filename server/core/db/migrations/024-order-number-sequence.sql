-- Order numbers from a sequence (issue 29): the running part of an app_no is taken from this row, never
-- MAX(rowid)+1, which hands a number out again once the last order is gone. Starts after the orders that exist.
CREATE TABLE sequences (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO sequences (name, value) SELECT 'order_no', COALESCE(MAX(rowid), 0) FROM orders;
