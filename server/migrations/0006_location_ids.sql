-- The places of each car and yacht, also kept on its row (location_ids, GIN-indexed), so the search
-- by place reads one index instead of joining the link table for every row: with 10,000 cars the
-- count of a place's cars went from ~13 ms to ~5 ms on the embedded database (docs/benchmarks.md).
-- car_locations and yacht_locations stay the truth; triggers keep the copies in step.
alter table cars add column location_ids uuid[] not null default '{}';
alter table yachts add column location_ids uuid[] not null default '{}';

update cars c set location_ids = array(select cl.location_id from car_locations cl where cl.car_id = c.id order by 1);
update yachts y set location_ids = array(select yl.location_id from yacht_locations yl where yl.yacht_id = y.id order by 1);

create index cars_location_ids on cars using gin (location_ids);
create index yachts_location_ids on yachts using gin (location_ids);

create function car_location_ids_sync() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update cars set location_ids = array(select location_id from car_locations where car_id = old.car_id order by 1) where id = old.car_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update cars set location_ids = array(select location_id from car_locations where car_id = new.car_id order by 1) where id = new.car_id;
  end if;
  return null;
end $$;

create function yacht_location_ids_sync() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update yachts set location_ids = array(select location_id from yacht_locations where yacht_id = old.yacht_id order by 1) where id = old.yacht_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update yachts set location_ids = array(select location_id from yacht_locations where yacht_id = new.yacht_id order by 1) where id = new.yacht_id;
  end if;
  return null;
end $$;

create trigger car_locations_sync after insert or update or delete on car_locations
  for each row execute function car_location_ids_sync();
create trigger yacht_locations_sync after insert or update or delete on yacht_locations
  for each row execute function yacht_location_ids_sync();
