-- The picture of each car and yacht: a path under CDN_URL (cars/suv-1f6feb.svg), or the full
-- https URL of a photo. Existing rows get the drawing of their body type or kind in their colour;
-- a colour that is not #rrggbb gets a neutral grey (the same rule as server/services/images).
alter table cars add column image text;
alter table yachts add column image text;

update cars set image = 'cars/' || body_type || '-'
  || case when color ~ '^#[0-9a-fA-F]{6}$' then lower(substr(color, 2)) else '8a9099' end || '.svg';
update yachts set image = 'yachts/' || kind || '-'
  || case when color ~ '^#[0-9a-fA-F]{6}$' then lower(substr(color, 2)) else '8a9099' end || '.svg';
