import { describe, expect, it } from 'vitest';
import { EARLIEST_LICENCE_AGE, drivingLicenceYearRange, isValidDrivingLicenceYear } from '../../domain/validation';

describe('the year a driving licence was obtained', () => {
  it('counts from the year the driver turned 16 to this year', () => {
    expect(EARLIEST_LICENCE_AGE).toBe(16);
    expect(drivingLicenceYearRange('1990-04-12', '2026-06-01')).toEqual({ min: 2006, max: 2026 });
  });

  it('counts from 1900 when the birth date is unknown or not a date', () => {
    expect(drivingLicenceYearRange(null, '2026-06-01')).toEqual({ min: 1900, max: 2026 });
    expect(drivingLicenceYearRange('1990-02-30', '2026-06-01')).toEqual({ min: 1900, max: 2026 });
  });

  it.each([
    [2006, true],
    [2026, true],
    [2015, true],
    [2005, false],
    [2027, false],
    [2010.5, false],
    [Number.NaN, false],
  ])('%s for a driver born on 1990-04-12, on 2026-06-01 -> %s', (year, expected) => {
    expect(isValidDrivingLicenceYear(year, '1990-04-12', '2026-06-01')).toBe(expected);
  });

  it('reads a Date as the day the person sees', () => {
    expect(isValidDrivingLicenceYear(2026, '1990-04-12', new Date(2026, 0, 1))).toBe(true);
    expect(isValidDrivingLicenceYear(2027, '1990-04-12', new Date(2026, 11, 31))).toBe(false);
  });
});
