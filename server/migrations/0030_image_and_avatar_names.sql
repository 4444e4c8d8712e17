-- One name per idea (issue 26, item 5): a picture or photo of anything is an image, an account's image (a supplier's
-- logo included) is an avatar, in the data too. What the rows and their addresses said otherwise:
--  1. the images of cars and yachts (0020): vehicle_pictures becomes vehicle_images, its indexes and constraints
--     with it, and their address /pictures/<id>/<size>.webp becomes /images/<id>/<size>.webp in cars.image and
--     yachts.image, which name the first one (server/repositories/vehicle-images.ts refreshVehicleImage);
--  2. a supplier's own avatar (0007, 0021): suppliers.logo becomes suppliers.avatar, supplier_logos becomes
--     supplier_avatars, and its address /logos/<id>.webp becomes /supplier-avatars/<id>.webp.
-- The server still answers the old addresses, with a permanent redirect to the new ones (server/plugins/images.ts,
-- server/plugins/avatars.ts), for the links and pages cached before.
alter table vehicle_pictures rename to vehicle_images;
alter index vehicle_pictures_car rename to vehicle_images_car;
alter index vehicle_pictures_yacht rename to vehicle_images_yacht;

alter table supplier_logos rename to supplier_avatars;
alter table suppliers rename column logo to avatar;

-- The constraints keep the names the tables had when they were made (<table>_pkey, <table>_<column>_fkey, the checks,
-- and on PostgreSQL 18 the named NOT NULLs): each takes the new table's name; a primary key's or a unique
-- constraint's index follows its constraint.
do $$
declare
  renamed record;
begin
  for renamed in
    select conrelid::regclass as tbl, conname, prefix, replacement
    from pg_constraint
    join (values ('vehicle_images'::regclass, 'vehicle_pictures_', 'vehicle_images_'),
                 ('supplier_avatars'::regclass, 'supplier_logos_', 'supplier_avatars_')) as names (tbl, prefix, replacement)
      on conrelid = names.tbl
    where starts_with(conname, prefix)
  loop
    execute format('alter table %s rename constraint %I to %I', renamed.tbl, renamed.conname,
      renamed.replacement || substr(renamed.conname, length(renamed.prefix) + 1));
  end loop;
end $$;

update cars set image = '/images/' || substr(image, length('/pictures/') + 1) where starts_with(image, '/pictures/');
update yachts set image = '/images/' || substr(image, length('/pictures/') + 1) where starts_with(image, '/pictures/');
update suppliers set avatar = '/supplier-avatars/' || substr(avatar, length('/logos/') + 1) where starts_with(avatar, '/logos/');
