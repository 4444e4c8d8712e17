-- The team's inbox (listTeamRequests): a request is new until a team member marks it handled, with who and when.
alter table team_requests
  add column handled_at timestamptz,
  add column handled_by uuid references users (id) on delete set null;

create index team_requests_inbox on team_requests (created_at desc);
