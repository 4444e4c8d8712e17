/** What the seed data must cover: every member of each union type, the expected places and extras, and look-ups. */
import type {
  AvailabilityBadge,
  BodyType,
  CarCategory,
  EngineType,
  FuelPolicy,
  Gearbox,
  Lang,
  Localized,
  PaymentType,
  SeedCar,
  SeedFaq,
  SupplierTier,
  YachtKind,
} from '@/server/seed/types';
import { locations } from '@/server/seed/data/locations';
import { suppliers } from '@/server/seed/data/suppliers';
import { cars } from '@/server/seed/data/cars';
import { yachts } from '@/server/seed/data/yachts';
import { authors } from '@/server/seed/data/blog';
import { faq } from '@/server/seed/data/faq';

// Records keyed by the union types: the compiler rejects a missing or unknown member,
// so these key lists always match the types exactly.
export const keys = <K extends string>(record: Record<K, true>): K[] => Object.keys(record) as K[];

export const LANGS = keys<Lang>({ en: true, fr: true, ru: true });
export const BODY_TYPES = keys<BodyType>({
  compact: true, convertible: true, coupe: true, hatchback: true, pickup: true, suv: true, sedan: true, van: true,
});
export const CATEGORIES = keys<CarCategory>({
  SUV: true, cabrio: true, luxury: true, sports: true, sedan: true, electric: true, coupe: true, van: true,
});
export const ENGINE_TYPES = keys<EngineType>({
  diesel: true, gasoline: true, electric: true, hybrid: true, plugInHybrid: true, unknown: true,
});
export const GEARBOXES = keys<Gearbox>({ manual: true, automatic: true, cvt: true });
export const FUEL_POLICIES = keys<FuelPolicy>({ likeForlike: true, freeTank: true });
export const BADGES = keys<AvailabilityBadge>({
  now: true, tomorrow: true, delivery: true, sameday: true, limited: true, onsale: true,
});
export const TIERS = keys<SupplierTier>({ gold: true, silver: true, vip: true });
export const PAYMENT_TYPES = keys<PaymentType>({ card: true, cash: true, crypto: true });
export const YACHT_KINDS = keys<YachtKind>({ motor: true, sailing: true, catamaran: true, gulet: true, superyacht: true });
export const FAQ_TOPICS = keys<SeedFaq['topic']>({
  booking: true, payment: true, cancellation: true, insurance: true, documents: true, yachts: true, account: true,
});

export const EXTRAS = [
  'cancellation',
  'amendments',
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
] as const satisfies readonly (keyof SeedCar)[];

export const LOCATION_SLUGS = ['monaco', 'paris', 'nice', 'cannes', 'saint-tropez', 'milan', 'lake-como', 'ibiza', 'marbella'];

export const locationSlugs = new Set(locations.map((l) => l.slug));
export const supplierBySlug = new Map(suppliers.map((s) => [s.slug, s]));
export const CYRILLIC = /[\u0400-\u04FF]/;
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Every Localized text in the seed data, with a label for failure messages. */
export const texts: [string, Localized][] = [
  ...suppliers.map((s): [string, Localized] => [`supplier ${s.slug} bio`, s.bio]),
  ...cars.map((c, i): [string, Localized] => [`car #${i} ${c.brand} ${c.model}`, c.description]),
  ...yachts.map((y, i): [string, Localized] => [`yacht #${i} ${y.brand} ${y.model}`, y.description]),
  ...authors.flatMap((a): [string, Localized][] => [
    [`blog author ${a.key} role`, a.role],
    [`blog author ${a.key} bio`, a.bio],
  ]),
  ...faq.flatMap((f, i): [string, Localized][] => [
    [`faq #${i} question`, f.question],
    [`faq #${i} answer`, f.answer],
  ]),
];
