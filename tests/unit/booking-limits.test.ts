import { describe, expect, it } from 'vitest';
import {
  PRODUCT_BOOKING_LIMITS,
  bookingLimitProblems,
  effectiveBookingLimits,
  isPickUpTooFarAhead,
  isRentalTooLong,
  latestDropOff,
  latestPickUp,
  type BookingLimits,
} from '@/domain/booking-limits';
import { DAY_MS } from '@/domain/price';

const now = new Date('2026-11-27T12:00:00Z');
const at = (days: number, ms = 0) => new Date(now.getTime() + days * DAY_MS + ms);
const product = PRODUCT_BOOKING_LIMITS;

describe('the product limits', () => {
  it('are 18 months ahead (548 days) and 90 days long', () => {
    expect(product).toEqual({ maxDaysAhead: 548, maxRentalDays: 90 });
  });
});

describe('effectiveBookingLimits: a supplier may lower the limits, never raise them', () => {
  it.each<[string, Parameters<typeof effectiveBookingLimits>[0], BookingLimits]>([
    ['no settings of its own', {}, { maxDaysAhead: 548, maxRentalDays: 90 }],
    ['nulls', { maxDaysAhead: null, maxRentalDays: null }, { maxDaysAhead: 548, maxRentalDays: 90 }],
    ['lower ones', { maxDaysAhead: 180, maxRentalDays: 14 }, { maxDaysAhead: 180, maxRentalDays: 14 }],
    ['one lower, one unset', { maxRentalDays: 30 }, { maxDaysAhead: 548, maxRentalDays: 30 }],
    ['higher ones (kept at the product\'s)', { maxDaysAhead: 3650, maxRentalDays: 365 }, { maxDaysAhead: 548, maxRentalDays: 90 }],
    ['the smallest', { maxDaysAhead: 1, maxRentalDays: 1 }, { maxDaysAhead: 1, maxRentalDays: 1 }],
    ['nonsense (0) is the product\'s', { maxDaysAhead: 0, maxRentalDays: 0 }, { maxDaysAhead: 548, maxRentalDays: 90 }],
  ])('%s', (_name, supplier, expected) => {
    expect(effectiveBookingLimits(supplier)).toEqual(expected);
  });
});

describe('the pick-up horizon', () => {
  it.each<[string, Date, BookingLimits, boolean]>([
    ['tomorrow', at(1), product, false],
    ['exactly 548 days ahead', at(548), product, false],
    ['a minute past 548 days', at(548, 60_000), product, true],
    ['in 2037', new Date('2037-01-01T10:00:00Z'), product, true],
    ['in 9999', new Date('9999-01-01T10:00:00Z'), product, true],
    ['31 days ahead with a 30-day supplier', at(31), { maxDaysAhead: 30, maxRentalDays: 90 }, true],
    ['30 days ahead with a 30-day supplier', at(30), { maxDaysAhead: 30, maxRentalDays: 90 }, false],
  ])('%s: too far ahead is %s', (_name, from, limits, expected) => {
    expect(isPickUpTooFarAhead(from, now, limits)).toBe(expected);
  });

  it('latestPickUp is now plus the days ahead; latestDropOff the pick-up plus the longest rental', () => {
    expect(latestPickUp(now, product)).toEqual(at(548));
    expect(latestDropOff(at(10), { maxDaysAhead: 30, maxRentalDays: 7 })).toEqual(at(17));
  });
});

describe('the longest rental (every started 24 hours counts)', () => {
  it.each<[string, Date, Date, BookingLimits, boolean]>([
    ['one day', at(1), at(2), product, false],
    ['exactly 90 days', at(1), at(91), product, false],
    ['90 days and a minute', at(1), at(91, 60_000), product, true],
    ['2027 to 2037', new Date('2027-01-01T10:00:00Z'), new Date('2037-01-01T10:00:00Z'), product, true],
    ['8 days with a 7-day supplier', at(1), at(9), { maxDaysAhead: 548, maxRentalDays: 7 }, true],
    ['7 days with a 7-day supplier', at(1), at(8), { maxDaysAhead: 548, maxRentalDays: 7 }, false],
    ['a drop-off before the pick-up is not this error', at(5), at(1), product, false],
  ])('%s: too long is %s', (_name, from, to, limits, expected) => {
    expect(isRentalTooLong(from, to, limits)).toBe(expected);
  });
});

describe('bookingLimitProblems', () => {
  it.each<[string, { from: Date; to: Date }, boolean, string[]]>([
    ['dates that fit', { from: at(1), to: at(3) }, true, []],
    ['too far ahead', { from: at(600), to: at(602) }, true, ['pickUpTooFarAhead']],
    ['too long', { from: at(1), to: at(200) }, true, ['rentalTooLong']],
    ['both (2027 to 2037)', { from: new Date('2037-01-01T10:00:00Z'), to: new Date('2047-01-01T10:00:00Z') }, true, ['pickUpTooFarAhead', 'rentalTooLong']],
    ['a kept pick-up is not checked against the horizon', { from: at(600), to: at(602) }, false, []],
    ['a kept pick-up still has its length checked', { from: at(600), to: at(700) }, false, ['rentalTooLong']],
  ])('%s', (_name, dates, checkPickUp, expected) => {
    expect(bookingLimitProblems(dates, product, now, { checkPickUp })).toEqual(expected);
  });
});
