-- Coupons: a code giving an amount or a percentage off a booking (domain/price.ts couponDiscount), valid
-- over a period and for a number of uses. A use is taken by the booking that applies it, in its transaction.
create table coupons (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code = upper(code) and code ~ '^[A-Z0-9-]{3,32}$'),
  discount numeric(10, 2) not null check (discount > 0),
  discount_unit text not null check (discount_unit in ('amount', 'percentage')),
  check (discount_unit = 'amount' or discount <= 100),
  valid_from timestamptz not null default now(),
  valid_until timestamptz,
  max_uses integer check (max_uses > 0),
  uses integer not null default 0,
  created_at timestamptz not null default now(),
  check (max_uses is null or uses <= max_uses)
);

alter table bookings add column coupon_id uuid references coupons (id) on delete restrict;

-- The cashback wallet, as a ledger: a paid booking credits its cashback, a booking spends some, a booking
-- voided or cancelled gives back what it spent ('refund') and loses the cashback it earned ('reversal').
-- One entry of each kind a booking (unique), so no path credits, spends or refunds twice. The balance is the sum.
create table wallet_entries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  booking_id uuid not null references bookings (id) on delete cascade,
  kind text not null check (kind in ('cashback', 'spent', 'refund', 'reversal')),
  amount numeric(10, 2) not null check ((kind in ('spent', 'reversal')) = (amount < 0) and amount <> 0),
  created_at timestamptz not null default now(),
  unique (booking_id, kind)
);
create index wallet_entries_user on wallet_entries (user_id);

-- The cashback a booking earns once paid, computed by the server when it is made (domain/price.ts
-- cashbackFor): the rate lives in one place, and the booking tells the driver what he will earn.
alter table bookings add column cashback numeric(10, 2) not null default 0 check (cashback >= 0);

-- Every change of a booking's status writes its wallet entries here, whichever path made it (a payment,
-- the company at pick-up, the expiry sweep, a cancellation), in the same transaction:
--   paid                -> the cashback is credited;
--   void or cancelled   -> what it spent comes back ('refund') and a credited cashback is taken back.
-- The unique (booking_id, kind) makes each entry happen once, however often the status moves.
create function booking_wallet_entries() returns trigger language plpgsql as $$
begin
  if new.driver_id is null or new.status = old.status then
    return new;
  end if;
  if new.status = 'paid' and new.cashback > 0 then
    insert into wallet_entries (user_id, booking_id, kind, amount)
      values (new.driver_id, new.id, 'cashback', new.cashback) on conflict do nothing;
  elsif new.status in ('void', 'cancelled') then
    insert into wallet_entries (user_id, booking_id, kind, amount)
      select user_id, booking_id, 'refund', -amount from wallet_entries where booking_id = new.id and kind = 'spent'
      on conflict do nothing;
    insert into wallet_entries (user_id, booking_id, kind, amount)
      select user_id, booking_id, 'reversal', -amount from wallet_entries where booking_id = new.id and kind = 'cashback'
      on conflict do nothing;
  end if;
  return new;
end $$;

create trigger bookings_wallet after update of status on bookings
  for each row execute function booking_wallet_entries();
