-- In-app notifications: what each account is told about the bookings that concern it. Only the kind and
-- the booking are kept, not a text: the screens write it in the reader's language of the moment, from the
-- booking as it is then. A notification goes with its reader and with its booking.
create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- Nullable so that notifications about something other than a booking can come later.
  booking_id uuid references bookings (id) on delete cascade,
  kind text not null check (kind in ('bookingConfirmed', 'bookingPaid', 'cancelRequested')),
  read_at timestamptz,
  created_at timestamptz not null default now()
);

-- An account's list, newest first.
create index notifications_user on notifications (user_id, created_at desc);
