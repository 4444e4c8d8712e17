-- The wallet never lends (issue 24, item 4). Two ways it did:
--  (a) a cancelled booking gave back what it had spent, an admin reinstated it with its discount, and the balance
--      was spent again on another booking: the reinstated booking was paid by nobody;
--  (b) the cashback of a paid booking was spent before its rental, then the booking was cancelled: the reversal took
--      the balance below zero, and nothing ever collected it.
-- Now:
--  1. Earned cashback is spendable from the drop-off of its booking (domain/price.ts cashbackSpendableAt): from then
--     the booking can no longer be cancelled (domain/bookings.ts mayChangeStatus), so nothing can take it back.
--     Until then it is pending. Each entry says when it counts (`available_at`): a spend, a refund at once; a
--     cashback at the drop-off; a reversal when the cashback it takes back would have, so the two cancel out.
--     Entries written before this migration count from now (they were spendable under the former terms).
--  2. A booking brought back from cancelled to an active status spends its `used_cashback` again; the status change
--     fails with the wallet's check below when the balance no longer holds it (the server answers 409).
--  3. The spendable balance never goes below zero: after every entry that lowers it (a spend, a reversal, a credit
--     deleted with its booking) the owner's row is locked and the sum checked, so parallel spends take turns and
--     the second sees the first. A refused change raises check_violation (23514) on the constraint named below.
-- The ledger may now hold several entries of one kind for one booking (spent, refunded, spent again when
-- reinstated...): each status change writes what the booking's net figures call for, never more.

alter table wallet_entries add column available_at timestamptz not null default now();
alter table wallet_entries drop constraint wallet_entries_booking_id_kind_key;
create index wallet_entries_booking on wallet_entries (booking_id);

create or replace function booking_wallet_entries() returns trigger language plpgsql as $$
declare
  spent_now numeric;   -- what the booking holds of the wallet now: spent minus refunded (<= 0)
  earned_now numeric;  -- its cashback credited and not taken back (>= 0)
  earned_at timestamptz;
begin
  if new.driver_id is null or new.status = old.status then
    return new;
  end if;
  select coalesce(sum(amount) filter (where kind in ('spent', 'refund')), 0),
         coalesce(sum(amount) filter (where kind in ('cashback', 'reversal')), 0),
         max(available_at) filter (where kind = 'cashback')
    into spent_now, earned_now, earned_at
    from wallet_entries where booking_id = new.id;
  if new.status in ('void', 'cancelled') then
    if spent_now < 0 then
      insert into wallet_entries (user_id, booking_id, kind, amount) values (new.driver_id, new.id, 'refund', -spent_now);
    end if;
    if earned_now > 0 then
      insert into wallet_entries (user_id, booking_id, kind, amount, available_at)
        values (new.driver_id, new.id, 'reversal', -earned_now, earned_at);
    end if;
  elsif old.status in ('void', 'cancelled') then
    -- Reinstated (booking_holds: an active status again), with the discount it was priced with.
    if new.used_cashback > 0 and spent_now = 0 then
      insert into wallet_entries (user_id, booking_id, kind, amount) values (new.driver_id, new.id, 'spent', -new.used_cashback);
    end if;
  end if;
  if new.status = 'paid' and new.cashback > 0 and earned_now = 0 then
    insert into wallet_entries (user_id, booking_id, kind, amount, available_at)
      values (new.driver_id, new.id, 'cashback', new.cashback, upper(new.period));
  end if;
  return new;
end $$;

-- Amended dates move the day a pending cashback (and its reversal) becomes spendable; a spendable one stays.
create function booking_wallet_dates() returns trigger language plpgsql as $$
begin
  update wallet_entries set available_at = upper(new.period)
    where booking_id = new.id and kind in ('cashback', 'reversal') and available_at > now();
  return new;
end $$;

create trigger bookings_wallet_dates after update of period on bookings
  for each row when (upper(new.period) is distinct from upper(old.period)) execute function booking_wallet_dates();

create function wallet_never_lends() returns trigger language plpgsql as $$
declare
  owner uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
  spendable numeric;
begin
  -- The owner's row is the wallet's lock (as when a booking spends it, booking-writes.ts insertBooking).
  perform 1 from users where id = owner for update;
  -- The clock, not now() (this transaction's start): an entry another transaction committed while this one waited for
  -- the lock counts from that transaction's start, which may be later than ours (two bookings at once once both spent
  -- one balance on PostgreSQL).
  select coalesce(sum(amount), 0) into spendable from wallet_entries where user_id = owner and available_at <= clock_timestamp();
  if spendable < 0 then
    raise exception 'wallet_never_lends: the wallet would go % below zero', -spendable
      using errcode = 'check_violation', constraint = 'wallet_never_lends', table = 'wallet_entries';
  end if;
  return null;
end $$;

create trigger wallet_entries_never_lend_on_insert after insert on wallet_entries
  for each row when (new.amount < 0) execute function wallet_never_lends();
create trigger wallet_entries_never_lend_on_delete after delete on wallet_entries
  for each row when (old.amount > 0) execute function wallet_never_lends();
