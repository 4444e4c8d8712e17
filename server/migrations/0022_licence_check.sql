-- An admin's check of a driver's licence picture (setLicenceVerification), the user view's verified badge: 'none'
-- until a picture is sent, 'toVerify' when one is (each new picture waits for a new check), 'verified' once an admin
-- has looked at it, with who did and when.
alter table users
  add column licence_check text not null default 'none' check (licence_check in ('none', 'toVerify', 'verified')),
  add column licence_checked_at timestamptz,
  add column licence_checked_by uuid references users (id) on delete set null;

update users set licence_check = 'toVerify' where id in (select user_id from identity_documents where kind = 'licence');

-- The admins' list of accounts sorts by name and filters by type and status.
create index users_type_created_idx on users (type, created_at desc);
