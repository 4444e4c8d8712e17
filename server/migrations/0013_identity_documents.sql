-- Identity images a driver stores (the driver's licence some companies require before a booking). Kept in
-- the database, not on one server's disk, so that every instance behind a load balancer serves the same.
-- One image a kind a user: a new upload replaces the old one.
create table identity_documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('licence')),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  size integer not null check (size > 0 and size <= 5242880),
  bytes bytea not null,
  created_at timestamptz not null default now(),
  unique (user_id, kind)
);
