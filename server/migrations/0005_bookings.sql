-- Bookings: a car or a yacht held for a period. This is what the catalogue needs to leave out what is
-- taken for asked dates, and the guarantee that nothing is booked twice; prices, extras, payments and
-- the transitions between statuses come with the booking process.
--
-- A booking is active (it holds its car or yacht) in the statuses pending, deposit, paid and reserved;
-- void and cancelled free the dates. booking_holds() is that rule, used by the constraints below and by
-- every query, so it is written once.
create function booking_holds(status text) returns boolean
  language sql immutable parallel safe
  return status in ('pending', 'deposit', 'paid', 'reserved');

create table bookings (
  id uuid primary key default gen_random_uuid(),
  car_id uuid references cars (id) on delete restrict,
  yacht_id uuid references yachts (id) on delete restrict,
  driver_id uuid references users (id) on delete set null,
  status text not null check (status in ('void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled')),
  -- From pick-up (included) to drop-off (excluded): a car returned at 10:00 can leave again at 10:00.
  period tstzrange not null check (not isempty(period) and lower_inc(period) and not upper_inc(period)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((car_id is null) <> (yacht_id is null))
);

-- No two active bookings of one car, or of one yacht, overlap: the database refuses the second one.
alter table bookings add constraint bookings_car_free
  exclude using gist (car_id with =, period with &&) where (car_id is not null and booking_holds(status));
alter table bookings add constraint bookings_yacht_free
  exclude using gist (yacht_id with =, period with &&) where (yacht_id is not null and booking_holds(status));

create index bookings_driver on bookings (driver_id, created_at desc);
