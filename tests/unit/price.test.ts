import { describe, expect, it } from 'vitest';
import {
  cashbackFor,
  cashbackSpendableAt,
  type BookingPriceInput,
  type CarExtraChoice,
  type Coupon,
  bookingPrice,
  carBookingPrice,
  couponDiscount,
  quoteOffer,
  rentalDays,
  yachtBookingPrice,
} from '@/domain/price.ts';

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

describe('carBookingPrice', () => {
  const subtotal = (priced: typeof car, days: number, chosen: CarExtraChoice) => carBookingPrice(priced, days, chosen).subtotal;

  it.each([
    ['the daily price times the days', {}, 3, 150],
    ['plus the cancellation fee once', { cancellation: true }, 3, 170],
    ['plus the amendments fee once', { amendments: true }, 3, 160],
    ['plus theft protection per day', { theftProtection: true }, 3, 165],
    ['plus collision damage waiver per day', { collisionDamageWaiver: true }, 3, 172.5],
    ['plus nothing for an included extra', { fullInsurance: true }, 3, 150],
    ['with everything chosen', { cancellation: true, amendments: true, theftProtection: true, collisionDamageWaiver: true, fullInsurance: true }, 2, 100 + 20 + 10 + 10 + 15],
  ])('is %s', (_label, chosen, days, expected) => {
    expect(subtotal(car, days, chosen)).toBe(expected);
  });

  it('lists each term of the total, an included extra as a line of 0', () => {
    expect(carBookingPrice(car, 2, { cancellation: true, theftProtection: true, fullInsurance: true }).lines).toEqual([
      { item: 'rental', amount: 100 },
      { item: 'cancellation', amount: 20 },
      { item: 'theftProtection', amount: 10 },
      { item: 'fullInsurance', amount: 0 },
    ]);
  });

  it('refuses an extra that is not offered, and a rental of less than a day', () => {
    expect(() => subtotal(car, 2, { additionalDriver: true })).toThrow(/not offered/);
    expect(() => subtotal(car, 0, {})).toThrow(RangeError);
    expect(() => subtotal(car, 1.5, {})).toThrow(RangeError);
  });

  it('adds the per-day price of the additional driver when it is sold', () => {
    expect(subtotal({ ...car, extras: { ...car.extras, additionalDriver: 8 } }, 4, { additionalDriver: true })).toBe(232);
  });

  it('rounds to cents', () => {
    expect(subtotal({ price: 33.333, extras: car.extras }, 3, {})).toBe(100);
  });

  it('puts the daily extras per day and the one-off fees once', () => {
    const rates = carBookingPrice(car, 2, { cancellation: true, theftProtection: true, collisionDamageWaiver: true });
    expect(rates.subtotal).toBe((50 + 5 + 7.5) * 2 + 20);
  });

  it('takes off the coupon, then the cashback', () => {
    expect(carBookingPrice(car, 2, { cancellation: true }, { coupon: { discount: 10, discountUnit: '%' }, usedCashback: 5 })).toEqual({
      lines: [
        { item: 'rental', amount: 100 },
        { item: 'cancellation', amount: 20 },
      ],
      subtotal: 120,
      couponDiscount: 12,
      usedCashback: 5,
      total: 103,
    });
  });
});

describe('yachtBookingPrice', () => {
  it.each([
    [1450, 3, 4350],
    [99.99, 3, 299.97],
    [1000, 1, 1000],
  ])('is the daily price times the days, to the cent: %d a day for %d days', (price, days, total) => {
    expect(yachtBookingPrice({ price }, days)).toEqual({ lines: [{ item: 'rental', amount: total }], subtotal: total, couponDiscount: 0, usedCashback: 0, total });
  });

  it('takes off the coupon, then the cashback', () => {
    expect(yachtBookingPrice({ price: 1000 }, 2, { coupon: { discount: 500, discountUnit: 'amount' }, usedCashback: 100 })).toEqual({
      lines: [{ item: 'rental', amount: 2000 }],
      subtotal: 2000,
      couponDiscount: 500,
      usedCashback: 100,
      total: 1400,
    });
    expect(() => yachtBookingPrice({ price: 1000 }, 0)).toThrow(RangeError);
  });
});

describe('couponDiscount', () => {
  it.each<[string, number, Coupon | null | undefined, number]>([
    ['no coupon', 100, null, 0],
    ['an undefined coupon', 100, undefined, 0],
    ['an amount', 100, { discount: 20, discountUnit: 'amount' }, 20],
    ['an amount of 0', 100, { discount: 0, discountUnit: 'amount' }, 0],
    ['an amount larger than the subtotal, capped', 100, { discount: 150, discountUnit: 'amount' }, 100],
    ['an amount on a subtotal of 0', 0, { discount: 20, discountUnit: 'amount' }, 0],
    ['a percentage', 100, { discount: 25, discountUnit: 'percentage' }, 25],
    ["a percentage written '%'", 100, { discount: 25, discountUnit: '%' }, 25],
    ['100 percent', 80, { discount: 100, discountUnit: '%' }, 80],
    ['a percentage, to the cent', 10, { discount: 33.333, discountUnit: 'percentage' }, 3.33],
  ])('%s', (_label, subtotal, coupon, expected) => {
    expect(couponDiscount(subtotal, coupon)).toBe(expected);
  });

  it.each<[string, Coupon]>([
    ['a percentage above 100', { discount: 101, discountUnit: 'percentage' }],
    ["a '%' above 100", { discount: 150, discountUnit: '%' }],
    ['a negative percentage', { discount: -5, discountUnit: 'percentage' }],
    ['a negative amount', { discount: -5, discountUnit: 'amount' }],
    ['an amount that is not a number', { discount: Number.NaN, discountUnit: 'amount' }],
  ])('refuses %s', (_label, coupon) => {
    expect(() => couponDiscount(100, coupon)).toThrow(RangeError);
  });
});

describe('bookingPrice', () => {
  const rental: BookingPriceInput = {
    rentalRate: 50,
    dayDifference: 3,
    extras: [],
    mileageRate: 0,
    franchise: 0,
    usedCashback: 0,
  };
  const priced = (subtotal: number, discount: number, usedCashback: number, total: number) => ({
    subtotal,
    couponDiscount: discount,
    usedCashback,
    total,
  });
  const insurance = (price: number) => [{ item: 'fullInsurance' as const, price }];
  const oneOff = (price: number) => [{ item: 'cancellation' as const, price }];

  it.each<[string, Partial<BookingPriceInput>, ReturnType<typeof priced>]>([
    ['the rate times the days', {}, priced(150, 0, 0, 150)],
    ['plus insurance per day', { extras: insurance(10) }, priced(180, 0, 0, 180)],
    ['plus mileage per day', { mileageRate: 5 }, priced(165, 0, 0, 165)],
    ['plus the franchise once', { franchise: 300 }, priced(450, 0, 0, 450)],
    ['plus the one-off fees once', { extras: oneOff(30) }, priced(180, 0, 0, 180)],
    ['with every term', { extras: [...insurance(10), ...oneOff(30)], mileageRate: 5, franchise: 300 }, priced(525, 0, 0, 525)],
    ['minus a coupon amount', { coupon: { discount: 20, discountUnit: 'amount' } }, priced(150, 20, 0, 130)],
    ['minus a coupon percentage', { coupon: { discount: 10, discountUnit: 'percentage' } }, priced(150, 15, 0, 135)],
    ["minus a coupon in '%'", { coupon: { discount: 10, discountUnit: '%' } }, priced(150, 15, 0, 135)],
    ['with a coupon larger than the subtotal: free', { coupon: { discount: 200, discountUnit: 'amount' } }, priced(150, 150, 0, 0)],
    ['minus the cashback', { usedCashback: 30 }, priced(150, 0, 30, 120)],
    ['minus the coupon, then the cashback', { coupon: { discount: 10, discountUnit: '%' }, usedCashback: 30 }, priced(150, 15, 30, 105)],
    [
      'using only the cashback that remains after the coupon',
      { coupon: { discount: 100, discountUnit: 'amount' }, usedCashback: 80 },
      priced(150, 100, 50, 0),
    ],
    ['using no cashback when the coupon covers it all', { coupon: { discount: 100, discountUnit: '%' }, usedCashback: 80 }, priced(150, 150, 0, 0)],
    ['with a null coupon', { coupon: null }, priced(150, 0, 0, 150)],
    ['to the cent', { rentalRate: 33.333 }, priced(100, 0, 0, 100)],
    [
      'to the cent with every term and a percentage',
      { rentalRate: 19.99, extras: insurance(4.99), mileageRate: 0.5, dayDifference: 7, franchise: 0.01, coupon: { discount: 15, discountUnit: '%' }, usedCashback: 0.004 },
      priced(178.37, 26.76, 0, 151.61),
    ],
  ])('is %s', (_label, change, expected) => {
    const { lines, ...figures } = bookingPrice({ ...rental, ...change });
    expect(figures).toEqual(expected);
    // The lines add up to the subtotal.
    expect(Math.round(lines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100).toBe(expected.subtotal);
  });

  it('lists the rental, each extra, the mileage and the franchise', () => {
    expect(bookingPrice({ ...rental, extras: [...insurance(10), ...oneOff(30)], mileageRate: 5, franchise: 300 }).lines).toEqual([
      { item: 'rental', amount: 150 },
      { item: 'fullInsurance', amount: 30 },
      { item: 'cancellation', amount: 30 },
      { item: 'mileage', amount: 15 },
      { item: 'franchise', amount: 300 },
    ]);
  });

  it.each<[string, Partial<BookingPriceInput>]>([
    ['no day', { dayDifference: 0 }],
    ['a negative number of days', { dayDifference: -1 }],
    ['part of a day', { dayDifference: 1.5 }],
    ['a negative rental rate', { rentalRate: -1 }],
    ['a rental rate that is not a number', { rentalRate: Number.NaN }],
    ['a negative insurance rate', { extras: insurance(-0.01) }],
    ['a negative mileage rate', { mileageRate: -1 }],
    ['a negative franchise', { franchise: -1 }],
    ['negative one-off fees', { extras: oneOff(-1) }],
    ['a negative cashback', { usedCashback: -1 }],
    ['a percentage above 100', { coupon: { discount: 101, discountUnit: 'percentage' } }],
    ['a negative percentage', { coupon: { discount: -1, discountUnit: '%' } }],
  ])('refuses %s', (_label, change) => {
    expect(() => bookingPrice({ ...rental, ...change })).toThrow(RangeError);
  });
});

describe('cashback', () => {
  it.each([
    [100, 5],
    [33.33, 1.67],
    [0, 0],
    [-10, 0],
  ])('a paid total of %d earns %d', (total, expected) => {
    expect(cashbackFor(total)).toBe(expected);
  });

  it('is spendable from the drop-off of its booking, when the booking can no longer be cancelled', () => {
    const to = new Date('2031-06-14T10:00:00.000Z');
    expect(cashbackSpendableAt({ to })).toEqual(to);
  });
});

describe('quoteOffer', () => {
  const from = new Date('2026-07-01T10:00:00.000Z');
  const to = new Date('2026-07-03T12:00:00.000Z');

  it('prices a car by carBookingPrice over the rental days, with its extras and discounts', () => {
    const discounts = { coupon: { discount: 10, discountUnit: 'percentage' as const }, usedCashback: 5 };
    expect(quoteOffer({ kind: 'car', ...car }, { from, to }, { cancellation: true, theftProtection: true }, discounts)).toEqual({
      ...carBookingPrice(car, 3, { cancellation: true, theftProtection: true }, discounts),
      days: 3,
    });
  });

  it('prices a yacht by yachtBookingPrice, extras aside', () => {
    expect(quoteOffer({ kind: 'yacht', price: 1450 }, { from, to }, {})).toEqual({ ...yachtBookingPrice({ price: 1450 }, 3), days: 3 });
  });

  it('refuses a drop-off that is not after the pick-up, and an extra the car does not offer', () => {
    expect(() => quoteOffer({ kind: 'yacht', price: 1450 }, { from: to, to: from }, {})).toThrow(RangeError);
    expect(() => quoteOffer({ kind: 'car', ...car }, { from, to }, { additionalDriver: true })).toThrow(RangeError);
  });
});
