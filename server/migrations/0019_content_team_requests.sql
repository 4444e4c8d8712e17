-- Blog and help centre (issue 13). Until now both held only the seed's demo texts, one JSON object per text with
-- every language in it. A post may now exist in some languages only, and each text is searched in its own
-- language, so the texts move to one row per language. The content is the product's own (server/seed/content),
-- added again by slug and anchor on every start, so the old rows are dropped rather than converted.
drop table blog_posts;
drop table faq_entries;

create table blog_authors (
  key text primary key,
  name text not null,
  role jsonb not null,
  bio jsonb not null
);

create table blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  published_at date not null,
  author_key text not null references blog_authors (key),
  -- A drawing of the CDN (`<scene>-<rrggbb>`, see services/images/blog.ts) or the https URL of a photo.
  cover text not null,
  tags text[] not null default '{}'
);
create index blog_posts_published on blog_posts (published_at desc, slug);

-- The body is Markdown, rendered to sanitized HTML when it is read.
create table blog_post_translations (
  post_id uuid not null references blog_posts (id) on delete cascade,
  language text not null,
  title text not null,
  summary text not null,
  body text not null,
  primary key (post_id, language)
);
create index blog_post_translations_language on blog_post_translations (language, post_id);

create table faq_entries (
  id uuid primary key default gen_random_uuid(),
  -- The answer's address on the page (/help-center#<anchor>), the same in every language.
  anchor text not null unique check (anchor ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  topic text not null,
  position integer not null
);

create table faq_translations (
  entry_id uuid not null references faq_entries (id) on delete cascade,
  language text not null,
  question text not null,
  answer text not null,
  primary key (entry_id, language)
);
-- Search as you type: every word of the query is a substring of the question or the answer (trigram, as the catalogue).
create index faq_translations_search on faq_translations using gin ((lower(question || ' ' || answer)) gin_trgm_ops);

-- What reaches the team from the contact, work-with-us and concierge forms. Kept (the email may fail for a while,
-- the outbox retries it) and counted: the rows of the last hour are the throttle per address and per IP.
create table team_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contact', 'partner', 'concierge')),
  email text not null,
  name text not null,
  language text not null,
  user_id uuid references users (id) on delete set null,
  ip text not null,
  -- The form's own fields (subject and message; company, fleet...), as the contract's request body.
  fields jsonb not null,
  created_at timestamptz not null default now()
);
create index team_requests_email on team_requests (lower(email), created_at);
create index team_requests_ip on team_requests (ip, created_at);

-- The team's copy of a form is answered to the sender.
alter table outbox add column reply_to text;
