import { date, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tz, type Localized } from './columns.ts';

/** The site's content (blog, help centre), one row per language it is written in, and what the team's forms sent. */

export const blogAuthors = pgTable('blog_authors', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  role: jsonb('role').$type<Localized>().notNull(),
  bio: jsonb('bio').$type<Localized>().notNull(),
});

export const blogPosts = pgTable('blog_posts', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull(),
  publishedAt: date('published_at', { mode: 'string' }).notNull(),
  authorKey: text('author_key').notNull(),
  cover: text('cover').notNull(),
  tags: text('tags').array().notNull(),
});

export const blogPostTranslations = pgTable('blog_post_translations', {
  postId: uuid('post_id').notNull(),
  language: text('language').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
}, (t) => [primaryKey({ columns: [t.postId, t.language] })]);

export const faqEntries = pgTable('faq_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  anchor: text('anchor').notNull(),
  topic: text('topic').notNull(),
  position: integer('position').notNull(),
});

export const faqTranslations = pgTable('faq_translations', {
  entryId: uuid('entry_id').notNull(),
  language: text('language').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
}, (t) => [primaryKey({ columns: [t.entryId, t.language] })]);

/** The posts (by slug) and answers (by anchor) the seed has added once: it never adds them again. */
export const seededContent = pgTable('seeded_content', {
  kind: text('kind', { enum: ['post', 'answer'] }).notNull(),
  key: text('key').notNull(),
}, (t) => [primaryKey({ columns: [t.kind, t.key] })]);

export const teamRequests = pgTable('team_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['contact', 'partner', 'concierge'] }).notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  language: text('language').notNull(),
  userId: uuid('user_id'),
  ip: text('ip').notNull(),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** Marked handled by a team member (migration 0023). */
  handledAt: tz('handled_at'),
  handledBy: uuid('handled_by'),
});
