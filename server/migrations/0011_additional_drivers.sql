-- The additional drivers a driver records while booking (the additionalDriver extra). The record is the
-- driver's own; a booking names one. A booking keeps its additional driver: he cannot be removed while an
-- active booking names him (the handler says so; the foreign key keeps past bookings' history).
create table additional_drivers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  full_name text not null,
  email text not null,
  phone text not null,
  birth_date date not null,
  created_at timestamptz not null default now()
);
create index additional_drivers_user on additional_drivers (user_id);

alter table bookings add column additional_driver_id uuid references additional_drivers (id) on delete restrict;
