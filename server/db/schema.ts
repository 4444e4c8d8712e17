/**
 * Drizzle's view of the tables, for typed queries. The tables themselves are created by the SQL
 * files in server/migrations (the same on PGlite and PostgreSQL); tests/server/schema.test.ts
 * checks that every column named here exists there.
 */
import type { CarExtra, PriceLine } from '../../domain/price.ts';
import { AppType, BookingStatus, DocumentKind, Language, PaymentOption, PaymentType, SupplierTier, TokenPurpose, UserType } from '../../openapi/generated/enums.ts';
import {
  bigint, boolean, customType, date, doublePrecision, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid,
} from 'drizzle-orm/pg-core';

type Localized = { en: string; fr: string; ru: string };
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
  verified: boolean('verified').notNull().default(false),
  verifiedAt: tz('verified_at'),
  suspended: boolean('suspended').notNull().default(false),
  supplierId: uuid('supplier_id'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const userTokens = pgTable('user_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  purpose: text('purpose', { enum: TokenPurpose }).notNull(),
  tokenHash: text('token_hash').notNull(),
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
});

export const locations = pgTable('locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  country: text('country').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const suppliers = pgTable('suppliers', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  tier: text('tier', { enum: SupplierTier }).notNull(),
  paymentTypes: text('payment_types').array().notNull(),
  payLater: boolean('pay_later').notNull(),
  minimumAge: integer('minimum_age').notNull(),
  licenceRequired: boolean('licence_required').notNull(),
  bio: jsonb('bio').$type<Localized>().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** Path under CDN_URL or https URL of the company's logo; empty: a plate with its initials. */
  logo: text('logo'),
});

export const supplierLocations = pgTable('supplier_locations', {
  supplierId: uuid('supplier_id').notNull(),
  locationId: uuid('location_id').notNull(),
}, (t) => [primaryKey({ columns: [t.supplierId, t.locationId] })]);

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const cars = pgTable('cars', {
  id: uuid('id').primaryKey().defaultRandom(),
  supplierId: uuid('supplier_id').notNull(),
  brand: text('brand').notNull(),
  model: text('model').notNull(),
  year: integer('year').notNull(),
  bodyType: text('body_type').notNull(),
  category: text('category').notNull(),
  engineType: text('engine_type').notNull(),
  gearbox: text('gearbox').notNull(),
  fuelPolicy: text('fuel_policy').notNull(),
  mileage: integer('mileage').notNull(),
  seats: integer('seats').notNull(),
  doors: integer('doors').notNull(),
  aircon: boolean('aircon').notNull(),
  deposit: money('deposit').notNull(),
  price: money('price').notNull(),
  cancellation: money('cancellation').notNull(),
  amendments: money('amendments').notNull(),
  theftProtection: money('theft_protection').notNull(),
  collisionDamageWaiver: money('collision_damage_waiver').notNull(),
  fullInsurance: money('full_insurance').notNull(),
  additionalDriver: money('additional_driver').notNull(),
  minimumAge: integer('minimum_age').notNull(),
  available: boolean('available').notNull(),
  badges: text('badges').array().notNull(),
  color: text('color').notNull(),
  /** Path under CDN_URL (`cars/suv-1f6feb.svg`) or an absolute https URL of a photo. */
  image: text('image'),
  description: jsonb('description').$type<Localized>().notNull(),
  /** A copy of the car's car_locations, kept by a trigger (0006_location_ids.sql), for the search by place. */
  locationIds: uuid('location_ids').array().notNull().default([]),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const carLocations = pgTable('car_locations', {
  carId: uuid('car_id').notNull(),
  locationId: uuid('location_id').notNull(),
}, (t) => [primaryKey({ columns: [t.carId, t.locationId] })]);

export const yachts = pgTable('yachts', {
  id: uuid('id').primaryKey().defaultRandom(),
  supplierId: uuid('supplier_id').notNull(),
  brand: text('brand').notNull(),
  model: text('model').notNull(),
  year: integer('year').notNull(),
  kind: text('kind').notNull(),
  lengthMeters: numeric('length_meters', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  cabins: integer('cabins').notNull(),
  guests: integer('guests').notNull(),
  crew: integer('crew').notNull(),
  price: money('price').notNull(),
  deposit: money('deposit').notNull(),
  available: boolean('available').notNull(),
  badges: text('badges').array().notNull(),
  color: text('color').notNull(),
  /** Path under CDN_URL (`cars/suv-1f6feb.svg`) or an absolute https URL of a photo. */
  image: text('image'),
  description: jsonb('description').$type<Localized>().notNull(),
  /** A copy of the yacht's yacht_locations, kept by a trigger (0006_location_ids.sql). */
  locationIds: uuid('location_ids').array().notNull().default([]),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const yachtLocations = pgTable('yacht_locations', {
  yachtId: uuid('yacht_id').notNull(),
  locationId: uuid('location_id').notNull(),
}, (t) => [primaryKey({ columns: [t.yachtId, t.locationId] })]);

export const blogPosts = pgTable('blog_posts', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull(),
  publishedAt: date('published_at', { mode: 'string' }).notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  summary: jsonb('summary').$type<Localized>().notNull(),
  body: jsonb('body').$type<Localized>().notNull(),
});

export const faqEntries = pgTable('faq_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  topic: text('topic').notNull(),
  position: integer('position').notNull(),
  question: jsonb('question').$type<Localized>().notNull(),
  answer: jsonb('answer').$type<Localized>().notNull(),
});

/** A PostgreSQL range of instants, as its text: `["2026-07-01 10:00:00+00","2026-07-05 10:00:00+00")`. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/** See server/migrations/0005_bookings.sql: active bookings of one car or yacht never overlap. */
export const bookings = pgTable('bookings', {
  id: uuid('id').primaryKey().defaultRandom(),
  carId: uuid('car_id'),
  yachtId: uuid('yacht_id'),
  driverId: uuid('driver_id'),
  status: text('status', { enum: BookingStatus }).notNull(),
  period: tstzrange('period').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  // 0008_booking_process.sql
  pickUpLocationId: uuid('pick_up_location_id').notNull(),
  dropOffLocationId: uuid('drop_off_location_id').notNull(),
  extras: jsonb('extras').$type<Partial<Record<CarExtra, boolean>>>().notNull().default({}),
  paymentOption: text('payment_option', { enum: PaymentOption }).notNull(),
  paymentType: text('payment_type', { enum: PaymentType }).notNull(),
  rate: money('rate').notNull(),
  days: integer('days').notNull(),
  subtotal: money('subtotal').notNull(),
  couponDiscount: money('coupon_discount').notNull().default(0),
  usedCashback: money('used_cashback').notNull().default(0),
  total: money('total').notNull(),
  expiresAt: tz('expires_at'),
  cancelRequestedAt: tz('cancel_requested_at'),
  // 0011_additional_drivers.sql
  additionalDriverId: uuid('additional_driver_id'),
  // 0012_coupons_wallet.sql
  couponId: uuid('coupon_id'),
  cashback: money('cashback').notNull().default(0),
  // 0014_price_lines.sql: no default here, so that every insert names the lines it was priced with.
  priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull(),
});

/** See server/migrations/0012_coupons_wallet.sql. */
export const coupons = pgTable('coupons', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull(),
  discount: money('discount').notNull(),
  discountUnit: text('discount_unit', { enum: ['amount', 'percentage'] }).notNull(),
  validFrom: tz('valid_from').notNull().defaultNow(),
  validUntil: tz('valid_until'),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** The cashback ledger (0012_coupons_wallet.sql): one entry of each kind a booking. */
export const walletEntries = pgTable('wallet_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  bookingId: uuid('booking_id').notNull(),
  kind: text('kind', { enum: ['cashback', 'spent', 'refund', 'reversal'] }).notNull(),
  amount: money('amount').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** See server/migrations/0011_additional_drivers.sql. */
export const additionalDrivers = pgTable('additional_drivers', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** See server/migrations/0009_payments.sql: one key, one attempt; one live payment a booking. */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  paymentType: text('payment_type', { enum: ['card', 'crypto'] }).notNull(),
  status: text('status', { enum: ['processing', 'awaitingConfirmation', 'succeeded', 'failed'] }).notNull(),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  providerRef: text('provider_ref'),
  failureCode: text('failure_code'),
  last4: text('last4'),
  invoice: jsonb('invoice').$type<{ reference: string; address: string; amount: number; currency: string }>(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** See server/migrations/0010_notifications.sql: a kind and a booking, no text (the screens write it). */
export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  bookingId: uuid('booking_id'),
  kind: text('kind', { enum: ['bookingConfirmed', 'bookingPaid', 'cancelRequested'] }).notNull(),
  readAt: tz('read_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

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
