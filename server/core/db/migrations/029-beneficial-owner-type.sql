-- A beneficial owner's type (受益所有人类型, spec: codes 001–034, labels not shown): why this person counts as
-- one of the organisation's beneficial owners. Only beneficiary rows carry it; null where the back office has
-- none on file (rows from before this migration): the portal then shows —.
ALTER TABLE org_parties ADD COLUMN owner_type TEXT CHECK (owner_type IS NULL OR owner_type GLOB '0[0-3][0-9]');
