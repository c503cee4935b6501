-- Placeholder: issue 14 (private signing) owns number 014 on its own branch. The migration loader refuses
-- gaps, so this branch keeps the number taken until the merge, which replaces this file with theirs.
SELECT 1;
