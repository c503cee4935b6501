-- A private product's contract and risk disclosure are signed in one version: the digest of the text they were
-- rendered from (server/contract/documents.ts documentVersion). A changed text is a new version, signed again
-- (募集行为管理办法; review P13). Signatures from before this column, and the portal's own agreements (the
-- electronic-signature engagement), have none.
ALTER TABLE agreement_signs ADD COLUMN version TEXT;
