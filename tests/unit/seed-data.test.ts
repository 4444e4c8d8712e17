import { describe, it, expect } from 'vitest';
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
} from '../../server/seed/types';
import { locations } from '../../server/seed/data/locations';
import { suppliers } from '../../server/seed/data/suppliers';
import { cars } from '../../server/seed/data/cars';
import { yachts } from '../../server/seed/data/yachts';
import { blogPosts } from '../../server/seed/data/blog';
import { faq } from '../../server/seed/data/faq';

// Records keyed by the union types: the compiler rejects a missing or unknown member,
// so these key lists always match the types exactly.
const keys = <K extends string>(record: Record<K, true>): K[] => Object.keys(record) as K[];

const LANGS = keys<Lang>({ en: true, fr: true, ru: true });
const BODY_TYPES = keys<BodyType>({
  compact: true, convertible: true, coupe: true, hatchback: true, pickup: true, suv: true, sedan: true, van: true,
});
const CATEGORIES = keys<CarCategory>({
  SUV: true, cabrio: true, luxury: true, sports: true, sedan: true, electric: true, coupe: true, van: true,
});
const ENGINE_TYPES = keys<EngineType>({
  diesel: true, gasoline: true, electric: true, hybrid: true, plugInHybrid: true, unknown: true,
});
const GEARBOXES = keys<Gearbox>({ manual: true, automatic: true, cvt: true });
const FUEL_POLICIES = keys<FuelPolicy>({ likeForlike: true, freeTank: true });
const BADGES = keys<AvailabilityBadge>({
  now: true, tomorrow: true, delivery: true, sameday: true, limited: true, onsale: true,
});
const TIERS = keys<SupplierTier>({ gold: true, silver: true, vip: true });
const PAYMENT_TYPES = keys<PaymentType>({ card: true, cash: true, crypto: true });
const YACHT_KINDS = keys<YachtKind>({ motor: true, sailing: true, catamaran: true, gulet: true, superyacht: true });
const FAQ_TOPICS = keys<SeedFaq['topic']>({ booking: true, payment: true, account: true, insurance: true, yachts: true });

const EXTRAS = [
  'cancellation',
  'amendments',
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
] as const satisfies readonly (keyof SeedCar)[];

const LOCATION_SLUGS = ['monaco', 'paris', 'nice', 'cannes', 'saint-tropez', 'milan', 'lake-como', 'ibiza', 'marbella'];

const locationSlugs = new Set(locations.map((l) => l.slug));
const supplierBySlug = new Map(suppliers.map((s) => [s.slug, s]));
const CYRILLIC = /[\u0400-\u04FF]/;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Every Localized text in the seed data, with a label for failure messages. */
const texts: [string, Localized][] = [
  ...suppliers.map((s): [string, Localized] => [`supplier ${s.slug} bio`, s.bio]),
  ...cars.map((c, i): [string, Localized] => [`car #${i} ${c.brand} ${c.model}`, c.description]),
  ...yachts.map((y, i): [string, Localized] => [`yacht #${i} ${y.brand} ${y.model}`, y.description]),
  ...blogPosts.flatMap((p): [string, Localized][] => [
    [`blog ${p.slug} title`, p.title],
    [`blog ${p.slug} summary`, p.summary],
    [`blog ${p.slug} body`, p.body],
  ]),
  ...faq.flatMap((f, i): [string, Localized][] => [
    [`faq #${i} question`, f.question],
    [`faq #${i} answer`, f.answer],
  ]),
];

describe('seed locations', () => {
  it('are exactly the nine expected slugs, unique', () => {
    expect(locations.map((l) => l.slug).sort()).toEqual([...LOCATION_SLUGS].sort());
    expect(locationSlugs.size).toBe(locations.length);
  });

  it('have plausible coordinates and a country code', () => {
    for (const l of locations) {
      // All locations are in southern Europe.
      expect(l.latitude, l.slug).toBeGreaterThan(35);
      expect(l.latitude, l.slug).toBeLessThan(50);
      expect(l.longitude, l.slug).toBeGreaterThan(-6);
      expect(l.longitude, l.slug).toBeLessThan(10);
      expect(l.country, l.slug).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('have names in every language, the Russian one in Cyrillic', () => {
    for (const l of locations) {
      for (const lang of LANGS) expect(l.name[lang].trim(), `${l.slug} ${lang}`).not.toBe('');
      // French place names often equal the English ones (Paris, Nice), Russian never does.
      expect(l.name.ru, l.slug).not.toBe(l.name.en);
      expect(l.name.ru, l.slug).toMatch(CYRILLIC);
    }
    const como = locations.find((l) => l.slug === 'lake-como');
    expect(como?.name.fr).toContain('Côme');
  });
});

describe('seed suppliers', () => {
  it('start with the demo supplier account', () => {
    expect(suppliers[0]?.slug).toBe('riviera-drive');
    expect(suppliers[0]?.email).toBe('supplier@example.com');
  });

  it('are six, with unique slugs and emails at example.com', () => {
    expect(suppliers).toHaveLength(6);
    expect(supplierBySlug.size).toBe(suppliers.length);
    expect(new Set(suppliers.map((s) => s.email)).size).toBe(suppliers.length);
    for (const s of suppliers) expect(s.email, s.slug).toMatch(/^[a-z0-9.+-]+@example\.com$/);
  });

  it('have phone numbers from France, Monaco, Italy or Spain', () => {
    for (const s of suppliers) expect(s.phone, s.slug).toMatch(/^\+(33|377|39|34) \d[\d ]{6,14}\d$/);
  });

  it('cover every tier', () => {
    for (const tier of TIERS) expect(suppliers.some((s) => s.tier === tier), tier).toBe(true);
  });

  it('have varied payment types', () => {
    const sets = suppliers.map((s) => [...s.paymentTypes].sort().join('+'));
    expect(sets).toContain([...PAYMENT_TYPES].sort().join('+'));
    expect(sets).toContain('card');
    expect(sets).toContain('card+cash');
    for (const s of suppliers) {
      expect(s.paymentTypes.length, s.slug).toBeGreaterThan(0);
      expect(new Set(s.paymentTypes).size, s.slug).toBe(s.paymentTypes.length);
      for (const p of s.paymentTypes) expect(PAYMENT_TYPES, s.slug).toContain(p);
    }
  });

  it('mostly require age 21, one requires 25', () => {
    const ages = suppliers.map((s) => s.minimumAge);
    expect(ages.filter((a) => a === 25)).toHaveLength(1);
    expect(ages.filter((a) => a === 21).length).toBe(suppliers.length - 1);
  });

  it('vary licenceRequired and payLater', () => {
    expect(new Set(suppliers.map((s) => s.licenceRequired))).toEqual(new Set([true, false]));
    expect(new Set(suppliers.map((s) => s.payLater))).toEqual(new Set([true, false]));
  });

  it('operate from existing locations', () => {
    for (const s of suppliers) {
      expect(s.locations.length, s.slug).toBeGreaterThan(0);
      for (const slug of s.locations) expect(locationSlugs.has(slug), `${s.slug} → ${slug}`).toBe(true);
    }
  });
});

describe('seed cars', () => {
  const values = <K extends keyof SeedCar>(key: K) => new Set(cars.map((c) => c[key]));

  it('are at least 60', () => {
    expect(cars.length).toBeGreaterThanOrEqual(60);
  });

  it('cover every body type, category, engine type, gearbox and fuel policy', () => {
    expect([...values('bodyType')].sort()).toEqual([...BODY_TYPES].sort());
    expect([...values('category')].sort()).toEqual([...CATEGORIES].sort());
    expect([...values('engineType')].sort()).toEqual([...ENGINE_TYPES].sort());
    expect([...values('gearbox')].sort()).toEqual([...GEARBOXES].sort());
    expect([...values('fuelPolicy')].sort()).toEqual([...FUEL_POLICIES].sort());
  });

  it('have limited and unlimited mileage', () => {
    for (const c of cars) expect(c.mileage === -1 || c.mileage > 0, `${c.brand} ${c.model}`).toBe(true);
    expect(cars.some((c) => c.mileage === -1)).toBe(true);
    for (const limit of [200, 250, 300]) expect(cars.some((c) => c.mileage === limit), `${limit} km`).toBe(true);
  });

  it('have every seat count from 2 to 9 and nothing outside', () => {
    const seats = values('seats');
    for (let n = 2; n <= 9; n++) expect(seats.has(n), `${n} seats`).toBe(true);
    for (const c of cars) {
      expect(c.seats, `${c.brand} ${c.model}`).toBeGreaterThanOrEqual(2);
      expect(c.seats, `${c.brand} ${c.model}`).toBeLessThanOrEqual(9);
    }
  });

  it('have deposits in every band', () => {
    expect(cars.some((c) => c.deposit > 0 && c.deposit <= 250)).toBe(true);
    expect(cars.some((c) => c.deposit > 250 && c.deposit <= 500)).toBe(true);
    expect(cars.some((c) => c.deposit > 500 && c.deposit <= 750)).toBe(true);
    expect(cars.some((c) => c.deposit > 750)).toBe(true);
  });

  it('have realistic prices, doors, years and colours', () => {
    for (const c of cars) {
      const label = `${c.brand} ${c.model}`;
      expect(c.price, label).toBeGreaterThanOrEqual(35);
      expect(c.price, label).toBeLessThanOrEqual(900);
      expect(c.deposit, label).toBeGreaterThan(0);
      expect(c.doors, label).toBeGreaterThanOrEqual(2);
      expect(c.doors, label).toBeLessThanOrEqual(5);
      expect(c.year, label).toBeGreaterThanOrEqual(2015);
      expect(c.year, label).toBeLessThanOrEqual(2026);
      expect(c.color, label).toMatch(HEX_COLOR);
      expect(Number.isInteger(c.price) && Number.isInteger(c.deposit), label).toBe(true);
    }
  });

  it('cover every availability badge, without duplicates per car', () => {
    const badges = new Set(cars.flatMap((c) => c.badges));
    for (const b of BADGES) expect(badges.has(b), b).toBe(true);
    for (const c of cars) {
      expect(new Set(c.badges).size, `${c.brand} ${c.model}`).toBe(c.badges.length);
      for (const b of c.badges) expect(BADGES).toContain(b);
    }
  });

  it('include available and unavailable cars', () => {
    expect(values('available')).toEqual(new Set([true, false]));
  });

  it.each(EXTRAS)('offer %s priced, included and not offered', (extra) => {
    const prices = cars.map((c) => c[extra]);
    expect(prices.some((p) => p > 0), 'priced').toBe(true);
    expect(prices.some((p) => p === 0), 'included').toBe(true);
    expect(prices.some((p) => p === -1), 'not offered').toBe(true);
    // Negative means "not offered" and is always written as -1.
    for (const p of prices) expect(p >= 0 || p === -1).toBe(true);
  });

  it('refer to existing suppliers and locations the supplier operates from', () => {
    for (const c of cars) {
      const label = `${c.brand} ${c.model}`;
      const supplier = supplierBySlug.get(c.supplier);
      expect(supplier, `${label} → ${c.supplier}`).toBeDefined();
      expect(c.locations.length, label).toBeGreaterThan(0);
      for (const slug of c.locations) {
        expect(locationSlugs.has(slug), `${label} → ${slug}`).toBe(true);
        expect(supplier?.locations, `${label} → ${slug}`).toContain(slug);
      }
      expect(c.minimumAge, label).toBeGreaterThanOrEqual(supplier?.minimumAge ?? Infinity);
    }
  });

  it('are spread over every supplier and every location', () => {
    for (const s of suppliers) expect(cars.some((c) => c.supplier === s.slug), s.slug).toBe(true);
    for (const slug of LOCATION_SLUGS) expect(cars.some((c) => c.locations.includes(slug)), slug).toBe(true);
  });
});

describe('seed yachts', () => {
  it('are at least 20 and cover every kind', () => {
    expect(yachts.length).toBeGreaterThanOrEqual(20);
    const kinds = new Set(yachts.map((y) => y.kind));
    for (const k of YACHT_KINDS) expect(kinds.has(k), k).toBe(true);
  });

  it('have realistic figures', () => {
    for (const y of yachts) {
      const label = `${y.brand} ${y.model}`;
      expect(y.price, label).toBeGreaterThanOrEqual(400);
      expect(y.price, label).toBeLessThanOrEqual(25000);
      expect(y.deposit, label).toBeGreaterThan(0);
      expect(y.lengthMeters, label).toBeGreaterThan(5);
      expect(y.lengthMeters, label).toBeLessThan(60);
      expect(y.guests, label).toBeGreaterThan(0);
      expect(y.cabins, label).toBeGreaterThanOrEqual(0);
      expect(y.crew, label).toBeGreaterThanOrEqual(0);
      expect(y.color, label).toMatch(HEX_COLOR);
      for (const b of y.badges) expect(BADGES).toContain(b);
    }
  });

  it('refer to existing suppliers and locations the supplier operates from', () => {
    for (const y of yachts) {
      const label = `${y.brand} ${y.model}`;
      const supplier = supplierBySlug.get(y.supplier);
      expect(supplier, `${label} → ${y.supplier}`).toBeDefined();
      expect(y.locations.length, label).toBeGreaterThan(0);
      for (const slug of y.locations) {
        expect(locationSlugs.has(slug), `${label} → ${slug}`).toBe(true);
        expect(supplier?.locations, `${label} → ${slug}`).toContain(slug);
      }
    }
  });

  it('are mostly based on the coast or on Lake Como', () => {
    const waterside = new Set(['monaco', 'cannes', 'saint-tropez', 'nice', 'ibiza', 'marbella', 'lake-como']);
    for (const y of yachts) {
      for (const slug of y.locations) expect(waterside.has(slug), `${y.brand} ${y.model} → ${slug}`).toBe(true);
    }
  });
});

describe('seed blog posts', () => {
  it('are four with unique slugs and ISO dates', () => {
    expect(blogPosts).toHaveLength(4);
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(blogPosts.length);
    for (const p of blogPosts) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(p.publishedAt)), p.slug).toBe(false);
    }
  });

  it('have 3 or 4 paragraphs, the same number in every language', () => {
    for (const p of blogPosts) {
      const counts = LANGS.map((lang) => p.body[lang].split(/\n\s*\n/).filter((s) => s.trim() !== '').length);
      expect(new Set(counts).size, p.slug).toBe(1);
      expect(counts[0], p.slug).toBeGreaterThanOrEqual(3);
      expect(counts[0], p.slug).toBeLessThanOrEqual(4);
    }
  });
});

describe('seed FAQ', () => {
  it('has ten entries covering every topic', () => {
    expect(faq).toHaveLength(10);
    const topics = new Set(faq.map((f) => f.topic));
    for (const t of FAQ_TOPICS) expect(topics.has(t), t).toBe(true);
  });
});

describe('seed translations', () => {
  it.each(texts)('%s is translated into every language', (_label, text) => {
    for (const lang of LANGS) expect(text[lang].trim(), lang).not.toBe('');
    expect(text.fr, 'fr').not.toBe(text.en);
    expect(text.ru, 'ru').not.toBe(text.en);
    expect(text.ru, 'ru').toMatch(CYRILLIC);
  });
});
