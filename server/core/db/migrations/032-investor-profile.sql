-- A natural person's profile beside the contacts (spec §3 dictionaries: 4 nationality, 7 education, 8 year
-- income, 15 marriage, 12–14 province / city / county): codes of those dictionaries, '' until the investor
-- gives them on 个人资料.
ALTER TABLE investor_contacts ADD COLUMN nationality TEXT NOT NULL DEFAULT '';
ALTER TABLE investor_contacts ADD COLUMN education TEXT NOT NULL DEFAULT '';
ALTER TABLE investor_contacts ADD COLUMN year_income TEXT NOT NULL DEFAULT '';
ALTER TABLE investor_contacts ADD COLUMN marriage TEXT NOT NULL DEFAULT '';
ALTER TABLE investor_contacts ADD COLUMN province TEXT NOT NULL DEFAULT '';
ALTER TABLE investor_contacts ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE investor_contacts ADD COLUMN county TEXT NOT NULL DEFAULT '';
