import { bigint, boolean, date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AppType, ContactMethod, DocumentKind, Language, LicenceCheck, TokenPurpose, UserType } from '@/openapi/generated/enums.ts';
import type { SecurityDetails, SecurityEventKind } from '@/server/services/security-log.ts';
import { bytea, tz } from './columns.ts';

/** Accounts: users, their emailed tokens, sessions, failed sign-ins, and their identity images. */

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  fullName: text('full_name').notNull(),
  phone: text('phone'),
  location: text('location'),
  bio: text('bio'),
  birthDate: date('birth_date', { mode: 'string' }),
  avatar: text('avatar'),
  type: text('type', { enum: UserType }).notNull().default('user'),
  language: text('language', { enum: Language }).notNull().default('en'),
  enableEmailNotifications: boolean('enable_email_notifications').notNull().default(true),
  preferredContactMethod: text('preferred_contact_method', { enum: ContactMethod }).notNull().default('email'),
  drivingLicenceYear: integer('driving_licence_year'),
  pendingEmail: text('pending_email'),
  verified: boolean('verified').notNull().default(false),
  verifiedAt: tz('verified_at'),
  suspended: boolean('suspended').notNull().default(false),
  supplierId: uuid('supplier_id'),
  /** An admin's check of the licence image (migration 0022). */
  licenceCheck: text('licence_check', { enum: LicenceCheck }).notNull().default('none'),
  licenceCheckedAt: tz('licence_checked_at'),
  licenceCheckedBy: uuid('licence_checked_by'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const userTokens = pgTable('user_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  purpose: text('purpose', { enum: TokenPurpose }).notNull(),
  tokenHash: text('token_hash').notNull(),
  /** The new address an emailChange link confirms; null for the other purposes. */
  email: text('email'),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  appType: text('app_type', { enum: AppType }).notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  revokedAt: tz('revoked_at'),
  userAgent: text('user_agent'),
  ip: text('ip'),
});

export const signInFailures = pgTable('sign_in_failures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  at: tz('at').notNull().defaultNow(),
});


/** See server/migrations/0013_identity_documents.sql: one image a kind a user. */
export const identityDocuments = pgTable('identity_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  kind: text('kind', { enum: DocumentKind }).notNull(),
  contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** See server/migrations/0018_avatars_sign_in_codes_google.sql: one re-encoded WebP image a user, served at /avatars/<id>.webp. */
export const avatars = pgTable('avatars', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Emailed sign-in codes, stored hashed; a row is kept after use for the per-address throttle. */
export const signInCodes = pgTable('sign_in_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  codeHash: text('code_hash').notNull(),
  failedTries: integer('failed_tries').notNull().default(0),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Google sign-ins under way: hashes of the state, the nonce and the browser's cookie, and where to return. */
export const googleSignIns = pgTable('google_sign_ins', {
  id: uuid('id').primaryKey().defaultRandom(),
  stateHash: text('state_hash').notNull(),
  browserHash: text('browser_hash').notNull(),
  nonceHash: text('nonce_hash').notNull(),
  ref: text('ref'),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** The security log (migration 0025): appended to, never changed. Its kinds are server/services/security-log.ts's. */
export const securityEvents = pgTable('security_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: tz('at').notNull().defaultNow(),
  kind: text('kind').$type<SecurityEventKind>().notNull(),
  userId: uuid('user_id'),
  actorId: uuid('actor_id'),
  email: text('email'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  details: jsonb('details').$type<SecurityDetails>().notNull().default({}),
});
