import { describe, expect, it } from 'vitest';
import { carPrice, carPriceLines, rentalDays, yachtPrice } from '../../domain/price.ts';

const car = {
  price: 50,
  extras: { cancellation: 20, amendments: 10, theftProtection: 5, collisionDamageWaiver: 7.5, fullInsurance: 0, additionalDriver: -1 },
};

describe('rentalDays', () => {
  it.each([
    ['2026-07-01T10:00:00Z', '2026-07-02T10:00:00Z', 1],
    ['2026-07-01T10:00:00Z', '2026-07-01T12:00:00Z', 1],
    ['2026-07-01T10:00:00Z', '2026-07-02T10:01:00Z', 2],
    ['2026-07-01T10:00:00Z', '2026-07-08T10:00:00Z', 7],
  ])('%s to %s is %d days', (from, to, days) => {
    expect(rentalDays(new Date(from), new Date(to))).toBe(days);
  });

  it('refuses a drop-off before or at the pick-up', () => {
    expect(() => rentalDays(new Date('2026-07-02'), new Date('2026-07-01'))).toThrow(RangeError);
    expect(() => rentalDays(new Date('2026-07-02'), new Date('2026-07-02'))).toThrow(RangeError);
  });
});

describe('carPrice', () => {
  it.each([
    ['the daily price times the days', {}, 3, 150],
    ['plus the cancellation fee once', { cancellation: true }, 3, 170],
    ['plus the amendments fee once', { amendments: true }, 3, 160],
    ['plus theft protection per day', { theftProtection: true }, 3, 165],
    ['plus collision damage waiver per day', { collisionDamageWaiver: true }, 3, 172.5],
    ['plus nothing for an included extra', { fullInsurance: true }, 3, 150],
    ['with everything chosen', { cancellation: true, amendments: true, theftProtection: true, collisionDamageWaiver: true, fullInsurance: true }, 2, 100 + 20 + 10 + 10 + 15],
  ])('is %s', (_label, chosen, days, expected) => {
    expect(carPrice(car, days, chosen)).toBe(expected);
  });

  it('lists each term of the total', () => {
    expect(carPriceLines(car, 2, { cancellation: true, theftProtection: true })).toEqual([
      { item: 'rental', amount: 100 },
      { item: 'cancellation', amount: 20 },
      { item: 'theftProtection', amount: 10 },
    ]);
  });

  it('refuses an extra that is not offered, and a rental of less than a day', () => {
    expect(() => carPrice(car, 2, { additionalDriver: true })).toThrow(/not offered/);
    expect(() => carPrice(car, 0, {})).toThrow(RangeError);
    expect(() => carPrice(car, 1.5, {})).toThrow(RangeError);
  });

  it('adds the per-day price of the additional driver when it is sold', () => {
    expect(carPrice({ ...car, extras: { ...car.extras, additionalDriver: 8 } }, 4, { additionalDriver: true })).toBe(232);
  });

  it('rounds to cents', () => {
    expect(carPrice({ price: 33.333, extras: car.extras }, 3, {})).toBe(100);
  });
});

describe('yachtPrice', () => {
  it('is the daily price times the days, to the cent', () => {
    expect(yachtPrice({ price: 1450 }, 3)).toBe(4350);
    expect(yachtPrice({ price: 99.99 }, 3)).toBe(299.97);
    expect(() => yachtPrice({ price: 1000 }, 0)).toThrow(RangeError);
  });
});
