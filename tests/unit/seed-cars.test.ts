import { describe, it, expect } from 'vitest';
import type { SeedCar } from '@/server/seed/types';
import { suppliers } from '@/server/seed/data/suppliers';
import { cars } from '@/server/seed/data/cars';
import {
  BODY_TYPES,
  CATEGORIES,
  ENGINE_TYPES,
  GEARBOXES,
  FUEL_POLICIES,
  BADGES,
  EXTRAS,
  LOCATION_SLUGS,
  locationSlugs,
  supplierBySlug,
  HEX_COLOR,
} from '@/tests/support/seed-data';

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
