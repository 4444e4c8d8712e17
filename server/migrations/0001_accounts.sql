-- Accounts: users, their sessions, one-time links, sign-in throttling, and the email outbox.
create extension if not exists btree_gist;
create extension if not exists pg_trgm;

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text,
  full_name text not null,
  phone text,
  location text,
  bio text,
  birth_date date,
  avatar text,
  type text not null default 'user' check (type in ('admin', 'superadmin', 'supplier', 'user')),
  language text not null default 'en',
  enable_email_notifications boolean not null default true,
  verified boolean not null default false,
  verified_at timestamptz,
  suspended boolean not null default false,
  supplier_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_unique on users (lower(email));

-- Activation and password-reset links. Only a SHA-256 of the token is kept.
create table user_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('activation', 'passwordReset')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index user_tokens_user on user_tokens (user_id, purpose);

-- Bearer tokens: one per sign-in, revocable; only a SHA-256 of the token is kept.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  app_type text not null check (app_type in ('frontend', 'backend')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  user_agent text,
  ip text
);
create index sessions_user on sessions (user_id);

create table sign_in_failures (
  id bigint generated always as identity primary key,
  email text not null,
  ip text not null,
  at timestamptz not null default now()
);
create index sign_in_failures_email on sign_in_failures (lower(email), at);
create index sign_in_failures_ip on sign_in_failures (ip, at);

-- Every email is written here in the same transaction as what caused it; a worker sends it.
create table outbox (
  id bigint generated always as identity primary key,
  kind text not null,
  to_address text not null,
  language text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  status text not null default 'pending' check (status in ('pending', 'sent')),
  transport text,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_pending on outbox (next_attempt_at) where status = 'pending';
create index outbox_recipient on outbox (lower(to_address), created_at);
