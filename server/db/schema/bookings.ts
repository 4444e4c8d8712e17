import { customType, date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CarExtra, PriceLine } from '@/domain/price.ts';
import { BookingStatus, DiscountUnit, NotificationKind, PaymentOption, PaymentType } from '@/openapi/generated/enums.ts';
import { money, tz } from './columns.ts';

/** Bookings and what hangs on them: coupons, the cashback wallet, additional drivers, payments, notifications. */

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
  discountUnit: text('discount_unit', { enum: DiscountUnit }).notNull(),
  validFrom: tz('valid_from').notNull().defaultNow(),
  validUntil: tz('valid_until'),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** The cashback ledger (0012_coupons_wallet.sql; 0028_wallet_never_lends.sql: when each entry counts, never below zero). */
export const walletEntries = pgTable('wallet_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  bookingId: uuid('booking_id').notNull(),
  kind: text('kind', { enum: ['cashback', 'spent', 'refund', 'reversal'] }).notNull(),
  amount: money('amount').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  availableAt: tz('available_at').notNull().defaultNow(),
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
  kind: text('kind', { enum: NotificationKind }).notNull(),
  /** For statusChanged, the status the booking was moved to. */
  status: text('status', { enum: BookingStatus }),
  /** For accountMessage, what the admin wrote. */
  message: text('message'),
  readAt: tz('read_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});
