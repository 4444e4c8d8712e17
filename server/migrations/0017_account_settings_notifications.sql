-- Account settings (issue 12): how the account prefers to be reached, the year its driving licence was obtained
-- (shown to the company with each booking), and a new email address waiting for its confirmation link.
alter table users
  add column preferred_contact_method text not null default 'email' check (preferred_contact_method in ('email', 'phone', 'sms')),
  add column driving_licence_year integer check (driving_licence_year between 1900 and 2100),
  add column pending_email text;

-- An email-change link carries the new address it confirms.
alter table user_tokens drop constraint user_tokens_purpose_check;
alter table user_tokens add constraint user_tokens_purpose_check check (purpose in ('activation', 'passwordReset', 'emailChange'));
alter table user_tokens add column email text;
alter table user_tokens add constraint user_tokens_email_change check ((purpose = 'emailChange') = (email is not null));

-- Notifications about more than a confirmation: every event that concerns a person (openapi NotificationKind).
-- A pay-later booking's 'bookingConfirmed' is the 'bookingCreated' of the wider list.
alter table notifications drop constraint notifications_kind_check;
update notifications set kind = 'bookingCreated' where kind = 'bookingConfirmed';
alter table notifications add constraint notifications_kind_check check (kind in (
  'bookingCreated', 'bookingPaid', 'paymentFailed', 'statusChanged', 'cancelRequested', 'bookingVoided', 'accountMessage'
));
alter table notifications
  add column status text check (status in ('void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled')),
  add column message text check (char_length(message) between 1 and 2000);
alter table notifications add constraint notifications_kind_fields check (
  (kind = 'statusChanged') = (status is not null) and (kind = 'accountMessage') = (message is not null)
);
-- The unread count of the header, asked on every page.
create index notifications_unread on notifications (user_id) where read_at is null;
