-- What a booking holds beyond its car or yacht and period: the places, the extras, how it is paid, the
-- figures the server priced it at (domain/price.ts), and the deadlines of its flow. Prices are kept as
-- computed at booking time: a later change of the car's price does not change a booking.
alter table bookings
  add column pick_up_location_id uuid not null references locations (id) on delete restrict,
  add column drop_off_location_id uuid not null references locations (id) on delete restrict,
  add column extras jsonb not null default '{}',
  add column payment_option text not null check (payment_option in ('payLater', 'payOnline')),
  add column payment_type text not null check (payment_type in ('card', 'cash', 'crypto')),
  add column rate numeric(10, 2) not null check (rate > 0),
  add column days integer not null check (days >= 1),
  add column subtotal numeric(10, 2) not null check (subtotal >= 0),
  add column coupon_discount numeric(10, 2) not null default 0 check (coupon_discount >= 0),
  add column used_cashback numeric(10, 2) not null default 0 check (used_cashback >= 0),
  add column total numeric(10, 2) not null check (total >= 0),
  -- An unpaid pay-online booking holds its dates until then (domain/bookings.ts, PAY_ONLINE_HOLD_MINUTES).
  add column expires_at timestamptz,
  add column cancel_requested_at timestamptz;

-- The expiry sweep reads the pending bookings past their deadline.
create index bookings_expiring on bookings (expires_at) where status = 'pending';
-- A company's bookings list, through its cars and yachts.
create index bookings_car on bookings (car_id, created_at desc) where car_id is not null;
create index bookings_yacht on bookings (yacht_id, created_at desc) where yacht_id is not null;
