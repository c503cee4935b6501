-- Placeholder in the security branch only: the number belongs to another helper's migration (the loader
-- refuses gaps). Drop this file when that migration is merged.
SELECT 1;
