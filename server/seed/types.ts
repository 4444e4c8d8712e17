/**
 * Shapes of the demo seed data. The data modules in `./data` are pure values
 * (no I/O); the seeding script maps them onto database rows.
 */

import type { components } from '@/openapi/generated/schema';
import type { Language } from '@/config/languages.ts';

type S = components['schemas'];

/** Interface languages of the marketplace. */
export type Lang = Language;

/** A text given in every interface language. */
export type Localized = Record<Lang, string>;

// The enums are the contract's (openapi/openapi.yaml), defined once there.
export type BodyType = S['BodyType'];
export type CarCategory = S['CarCategory'];
export type EngineType = S['EngineType'];
export type FaqTopic = S['FaqTopic'];
export type Gearbox = S['Gearbox'];
/** `likeForlike`: return with the same level as at pick-up; `freeTank`: no refuelling required. */
export type FuelPolicy = S['FuelPolicy'];
export type AvailabilityBadge = S['AvailabilityBadge'];
/** Numeric codes: gold 10, silver 5, vip 13. */
export type SupplierTier = S['SupplierTier'];
export type PaymentType = S['PaymentType'];
export type YachtKind = S['YachtKind'];

export interface SeedLocation {
  slug: string;
  name: Localized;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  latitude: number;
  longitude: number;
}

export interface SeedSupplier {
  slug: string;
  name: string;
  email: string;
  phone: string;
  tier: SupplierTier;
  paymentTypes: PaymentType[];
  payLater: boolean;
  minimumAge: number;
  /** Whether the renter must provide a driving licence document when booking. */
  licenceRequired: boolean;
  /** Location slugs the supplier operates from. */
  locations: string[];
  bio: Localized;
}

export interface SeedCar {
  /** Supplier slug. */
  supplier: string;
  brand: string;
  model: string;
  year: number;
  bodyType: BodyType;
  category: CarCategory;
  engineType: EngineType;
  gearbox: Gearbox;
  fuelPolicy: FuelPolicy;
  /** Kilometres allowed per day; -1 = unlimited. */
  mileage: number;
  seats: number;
  doors: number;
  aircon: boolean;
  /** EUR. */
  deposit: number;
  /** Per day, EUR. */
  price: number;
  /*
   * Extras. Each one: > 0 its price in EUR, 0 included, < 0 (-1) not offered.
   * cancellation and amendments are charged once per booking, the others per day.
   */
  cancellation: number;
  amendments: number;
  theftProtection: number;
  collisionDamageWaiver: number;
  fullInsurance: number;
  additionalDriver: number;
  minimumAge: number;
  available: boolean;
  badges: AvailabilityBadge[];
  /** Location slugs. */
  locations: string[];
  /** #rrggbb */
  color: string;
  description: Localized;
}

export interface SeedYacht {
  /** Supplier slug. */
  supplier: string;
  brand: string;
  model: string;
  year: number;
  kind: YachtKind;
  lengthMeters: number;
  cabins: number;
  guests: number;
  /** Crew members included; 0 = self-drive (boating licence required). */
  crew: number;
  /** Per day, EUR. */
  price: number;
  /** EUR. */
  deposit: number;
  available: boolean;
  badges: AvailabilityBadge[];
  /** Location slugs. */
  locations: string[];
  /** #rrggbb */
  color: string;
  description: Localized;
}

export interface SeedAuthor {
  key: string;
  name: string;
  role: Localized;
  bio: Localized;
}

export interface SeedBlogTranslation {
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
}

export interface SeedBlogPost {
  /** Language-independent, kebab-case. */
  slug: string;
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string;
  /** A SeedAuthor's key. */
  author: string;
  /** A drawing of the CDN, `<scene>-<rrggbb>` (server/services/images/blog.ts). */
  cover: string;
  tags: string[];
  /** The languages the post is written in: not always all of them. */
  translations: Partial<Record<Lang, SeedBlogTranslation>>;
}

export interface SeedFaq {
  topic: FaqTopic;
  /** The answer's address on the help centre's page, kebab-case. */
  anchor: string;
  question: Localized;
  /** Markdown. */
  answer: Localized;
}
