-- An application carries both proofs of its level (issue 28 item 10): an assets proof (73 qualified, 75
-- professional: financial assets or income) and an investment-experience proof (74, 76). Each file keeps
-- the kind it was sent under; files of applications made before this are NULL (one kind per application).
ALTER TABLE certification_files ADD COLUMN kind TEXT CHECK (kind IS NULL OR kind IN ('73','74','75','76'));
