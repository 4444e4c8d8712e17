-- Avatars (issue 12): the re-encoded picture itself, in the database rather than on one server's disk, so every
-- instance behind a load balancer serves it. One a user; a new upload takes a new id (its address changes, so it
-- may be cached for good), and the old picture goes with the row it replaces.
create table avatars (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references users (id) on delete cascade,
  bytes bytea not null check (octet_length(bytes) between 1 and 1048576),
  created_at timestamptz not null default now()
);

-- Sign-in by emailed code: a SHA-256 of the user's id and the 6 digits (never the digits). A row stays after it is
-- used or replaced: the rows of the last 15 minutes are the per-address throttle.
create table sign_in_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  failed_tries integer not null default 0 check (failed_tries between 0 and 5),
  expires_at timestamptz not null,
  -- Used, replaced by a newer code, or voided by signing out everywhere: it no longer signs in.
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index sign_in_codes_user on sign_in_codes (user_id, created_at);

-- Google sign-ins under way (OpenID Connect, authorization code with PKCE), ten minutes each. Only hashes: of the
-- `state`, of the nonce, and of the random value of the cookie that binds the browser (the PKCE verifier is
-- derived from that value, so the server keeps nothing that could finish a sign-in without the browser).
create table google_sign_ins (
  id uuid primary key default gen_random_uuid(),
  state_hash text not null unique,
  browser_hash text not null,
  nonce_hash text not null,
  -- The app path to return to (a path of this site only), or null.
  ref text check (ref like '/%'),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index google_sign_ins_expiry on google_sign_ins (expires_at);
