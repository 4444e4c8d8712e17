-- A rental company's own logo, sent by its account or an admin: re-encoded on arrival (server/services/logos.ts) and
-- stored here, so that every instance serves it (/logos/<id>.webp, as suppliers.logo then names it). One a company:
-- a new one takes the place of the last, under a new id.
create table supplier_logos (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null unique references suppliers (id) on delete cascade,
  bytes bytea not null check (octet_length(bytes) between 1 and 524288),
  created_at timestamptz not null default now()
);
