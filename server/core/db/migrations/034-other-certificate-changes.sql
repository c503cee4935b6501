-- Identity-document applications with a document other than the ID card (issue 28): its type from the person
-- certificate dictionary (6). Such documents are not recognised from photos, so they carry no validity: their
-- valid_from and valid_to stay empty ('').
ALTER TABLE identity_changes ADD COLUMN id_type TEXT NOT NULL DEFAULT '0';
