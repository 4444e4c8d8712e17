-- The blog and the help centre are now written by the admins (issue 14). The seed adds the posts and answers a
-- release ships once: each one it has added is remembered here by its slug or anchor, so that one an admin deleted
-- or moved to another address does not come back at the next start.
create table seeded_content (
  kind text not null check (kind in ('post', 'answer')),
  key text not null,
  primary key (kind, key)
);
insert into seeded_content (kind, key) select 'post', slug from blog_posts;
insert into seeded_content (kind, key) select 'answer', anchor from faq_entries;
