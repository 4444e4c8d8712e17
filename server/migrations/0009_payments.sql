-- Online payments of bookings. A row is written before the provider is called (status 'processing') and
-- settled after: the idempotency key makes a repeated request find the first attempt instead of paying
-- again, and the partial unique index lets one booking have one payment in flight or succeeded, never two
-- (two tabs, two keys). A failed attempt stays as history and does not block the next one.
create table payments (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references bookings (id) on delete restrict,
  idempotency_key text not null unique,
  payment_type text not null check (payment_type in ('card', 'crypto')),
  status text not null check (status in ('processing', 'awaitingConfirmation', 'succeeded', 'failed')),
  amount numeric(10, 2) not null check (amount >= 0),
  currency text not null,
  -- The provider's reference of the charge or invoice; its failure code when refused.
  provider_ref text,
  failure_code text,
  last4 text,
  invoice jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index payments_one_live_per_booking on payments (booking_id)
  where status in ('processing', 'awaitingConfirmation', 'succeeded');
