import { bigint, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/** The mail outbox: each email written with the change that causes it, sent by the mail worker. */
export const outbox = pgTable('outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  language: text('language').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  status: text('status', { enum: ['pending', 'sent'] }).notNull().default('pending'),
  transport: text('transport'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
  lockedUntil: tz('locked_until'),
  lastError: text('last_error'),
  createdAt: tz('created_at').notNull().defaultNow(),
  sentAt: tz('sent_at'),
  replyTo: text('reply_to'),
  /** The Message-ID of every attempt (migration 0026). */
  sendKey: uuid('send_key').notNull().defaultRandom(),
});
