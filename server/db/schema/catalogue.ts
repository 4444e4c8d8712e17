import { boolean, doublePrecision, integer, jsonb, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { SupplierTier } from '@/openapi/generated/enums.ts';
import { bytea, money, tz, type Localized } from './columns.ts';

/** The catalogue: places, suppliers, their cars and yachts and where they are, and (the site's content is in content.ts). */

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
  /** The supplier's own booking limits (migration 0027), lower than the product's; null: the product's (domain/booking-limits.ts). */
  maxDaysAhead: integer('max_days_ahead'),
  maxRentalDays: integer('max_rental_days'),
  /** The address of the supplier's own avatar (its logo), or an https URL; empty: a plate with its initials. */
  avatar: text('avatar'),
});

/** A supplier's own avatar (migrations 0021, 0030), served at /supplier-avatars/<id>.webp. */
export const supplierAvatars = pgTable('supplier_avatars', {
  id: uuid('id').primaryKey().defaultRandom(),
  supplierId: uuid('supplier_id').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const supplierLocations = pgTable('supplier_locations', {
  supplierId: uuid('supplier_id').notNull(),
  locationId: uuid('location_id').notNull(),
}, (t) => [primaryKey({ columns: [t.supplierId, t.locationId] })]);

/** What a car and a yacht both show in the catalogue, besides their own specification (new builders for each table). */
const listingColumns = () => ({
  available: boolean('available').notNull(),
  badges: text('badges').array().notNull(),
  color: text('color').notNull(),
  /** Path under CDN_URL (`cars/suv-1f6feb.svg`), an image of this server (`/images/<id>/card.webp`) or an https URL. */
  image: text('image'),
  description: jsonb('description').$type<Localized>().notNull(),
  /** A copy of the offer's car_locations or yacht_locations, kept by a trigger (0006_location_ids.sql), for the search by place. */
  locationIds: uuid('location_ids').array().notNull().default([]),
  createdAt: tz('created_at').notNull().defaultNow(),
});

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
  ...listingColumns(),
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
  ...listingColumns(),
});

export const yachtLocations = pgTable('yacht_locations', {
  yachtId: uuid('yacht_id').notNull(),
  locationId: uuid('location_id').notNull(),
}, (t) => [primaryKey({ columns: [t.yachtId, t.locationId] })]);

/** See server/migrations/0020_vehicle_pictures.sql (renamed by 0030): a supplier's images of a car or a yacht, in the sizes the app shows. */
export const vehicleImages = pgTable('vehicle_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  carId: uuid('car_id'),
  yachtId: uuid('yacht_id'),
  position: integer('position').notNull(),
  large: bytea('large').notNull(),
  card: bytea('card').notNull(),
  thumb: bytea('thumb').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});
