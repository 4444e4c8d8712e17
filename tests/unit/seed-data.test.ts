import { describe, it, expect } from 'vitest';
import { locations } from '@/server/seed/data/locations';
import { suppliers } from '@/server/seed/data/suppliers';
import { yachts } from '@/server/seed/data/yachts';
import { authors, blogPosts } from '@/server/seed/data/blog';
import { isBlogScene } from '@/server/services/images/blog';
import { FaqTopic } from '@/openapi/generated/enums';
import { faq } from '@/server/seed/data/faq';
import {
  LANGS,
  BADGES,
  TIERS,
  PAYMENT_TYPES,
  YACHT_KINDS,
  LOCATION_SLUGS,
  locationSlugs,
  supplierBySlug,
  CYRILLIC,
  HEX_COLOR,
  texts,
} from '@/tests/support/seed-data';

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
  const authorKeys = new Set(authors.map((a) => a.key));

  it('have unique slugs, ISO dates, a known author, a drawable cover and tags', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(blogPosts.length);
    for (const p of blogPosts) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Number.isNaN(Date.parse(p.publishedAt)), p.slug).toBe(false);
      expect(authorKeys.has(p.author), p.slug).toBe(true);
      const [scene, hex] = p.cover.split('-');
      expect(isBlogScene(scene!), p.cover).toBe(true);
      expect(hex, p.cover).toMatch(/^[0-9a-f]{6}$/);
      expect(p.tags.length, p.slug).toBeGreaterThan(0);
    }
  });

  it('are written in at least one language, each version whole: title, summary and a Markdown body with headings', () => {
    for (const p of blogPosts) {
      const versions = LANGS.filter((lang) => p.translations[lang]);
      expect(versions.length, p.slug).toBeGreaterThan(0);
      for (const lang of versions) {
        const { title, summary, body } = p.translations[lang]!;
        expect(title.trim(), `${p.slug} ${lang}`).not.toBe('');
        expect(summary.length, `${p.slug} ${lang}`).toBeLessThanOrEqual(220);
        expect(body, `${p.slug} ${lang}`).toMatch(/^## /m);
        if (lang === 'ru') expect(body, p.slug).toMatch(CYRILLIC);
      }
    }
  });

  it('include a post only in French and one only in Russian (the blog shows another language when the reader\'s is missing)', () => {
    const only = (lang: string) => blogPosts.filter((p) => Object.keys(p.translations).join() === lang).map((p) => p.slug);
    expect(only('fr')).toEqual(['nice-markets-guide']);
    expect(only('ru')).toEqual(['documents-and-payment-cards-for-riviera-car-rental']);
  });
});

describe('seed FAQ', () => {
  it('covers every topic, in the contract\'s order, with unique anchors', () => {
    expect(faq.length).toBeGreaterThanOrEqual(21);
    expect([...new Set(faq.map((f) => f.topic))]).toEqual([...FaqTopic]);
    expect(new Set(faq.map((f) => f.anchor)).size).toBe(faq.length);
    for (const f of faq) expect(f.anchor).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
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
