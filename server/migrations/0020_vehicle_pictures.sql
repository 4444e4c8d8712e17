-- Photos of cars and yachts, sent by their company: re-encoded on arrival (server/services/pictures.ts) into the
-- sizes the app shows and stored here, so that every instance serves every picture (/pictures/<id>/<size>.webp).
-- The first by position is what drivers see: cars.image and yachts.image then name it (handlers/fleet-pictures.ts).
create table vehicle_pictures (
  id uuid primary key default gen_random_uuid(),
  car_id uuid references cars (id) on delete cascade,
  yacht_id uuid references yachts (id) on delete cascade,
  position integer not null,
  large bytea not null check (octet_length(large) between 1 and 4194304),
  card bytea not null check (octet_length(card) between 1 and 1048576),
  thumb bytea not null check (octet_length(thumb) between 1 and 262144),
  created_at timestamptz not null default now(),
  check ((car_id is null) <> (yacht_id is null))
);
create index vehicle_pictures_car on vehicle_pictures (car_id, position) where car_id is not null;
create index vehicle_pictures_yacht on vehicle_pictures (yacht_id, position) where yacht_id is not null;
