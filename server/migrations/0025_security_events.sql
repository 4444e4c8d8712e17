-- The security log (issue 15, OWASP ASVS 5.0 V16): one row per security event — sign-ins and their failures, throttled
-- attempts, sign-outs, password and email changes, activations, an admin's changes to an account, refused access.
-- It lives in the database, so that every server instance writes to one place and a change commits with its event
-- (server/services/security-log.ts, where each kind is described). Never a secret: no password, token, code or link.
create table security_events (
  id bigint generated always as identity primary key,
  -- timestamptz: an instant, read back in UTC or with its offset, whatever the server's time zone.
  at timestamptz not null default now(),
  -- A copy of SecurityEventKind (server/services/security-log.ts); tests/server/security/audit-log.test.ts compares them.
  kind text not null check (kind in (
    'accountCreated', 'accountActivated', 'signIn', 'signInFailed', 'throttled', 'signOut', 'sessionsRevoked',
    'passwordChanged', 'passwordCheckFailed', 'passwordReset', 'emailChangeRequested', 'emailChanged', 'typeChanged',
    'companyChanged', 'accountSuspended', 'accountReinstated', 'accessRefused'
  )),
  -- The account the event is about; the row outlives the account, without its id.
  user_id uuid references users (id) on delete set null,
  -- Another account that acted on it: the admin who suspended it, changed its type...
  actor_id uuid references users (id) on delete set null,
  -- The address a failed or refused sign-in named, lower-case: all an unknown account leaves.
  email text check (length(email) <= 320),
  ip text check (length(ip) <= 64),
  user_agent text check (length(user_agent) <= 200),
  -- Small facts about the event (how, why it failed, from what to what), never a secret.
  details jsonb not null default '{}' check (jsonb_typeof(details) = 'object' and length(details::text) <= 2000)
);
-- An account's history, newest first; an admin's acts; the whole log by time (and the retention's deletes).
create index security_events_user on security_events (user_id, at desc) where user_id is not null;
create index security_events_actor on security_events (actor_id, at desc) where actor_id is not null;
create index security_events_at on security_events (at);

-- The log is appended to, never rewritten: an update is refused, except the one a deleted account's foreign keys make
-- (its id set to null). Rows past the retention (SECURITY_LOG_DAYS) may be deleted.
create function security_events_append_only() returns trigger language plpgsql as $$
begin
  if (new.id, new.at, new.kind, new.email, new.ip, new.user_agent, new.details)
       is distinct from (old.id, old.at, old.kind, old.email, old.ip, old.user_agent, old.details)
     or (new.user_id is distinct from old.user_id and new.user_id is not null)
     or (new.actor_id is distinct from old.actor_id and new.actor_id is not null) then
    raise exception 'security_events is append-only' using errcode = 'insufficient_privilege';
  end if;
  return new;
end
$$;
create trigger security_events_append_only before update on security_events
  for each row execute function security_events_append_only();
