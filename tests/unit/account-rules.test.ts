import { describe, expect, it } from 'vitest';
import { mayActOnAccount, mayChangeType, maySuspend } from '@/domain/accounts';
import { drivingLicenceYearProblem, earliestLicenceYear, isSameSitePath, LICENCE_MIN_AGE } from '@/domain/validation';

describe('the year the driving licence was obtained', () => {
  it('can be obtained at 16 at the earliest', () => {
    expect(LICENCE_MIN_AGE).toBe(16);
    expect(earliestLicenceYear('1990-12-31')).toBe(2006);
    expect(earliestLicenceYear(null)).toBeUndefined();
    expect(earliestLicenceYear('1990-02-30')).toBeUndefined();
  });

  it.each([
    ['this year', 2026, '1990-05-01', undefined],
    ['next year', 2027, '1990-05-01', 'future'],
    ['next year, birth date unknown', 2027, null, 'future'],
    ['the year he turned 16', 2006, '1990-05-01', undefined],
    ['the year before he turned 16', 2005, '1990-05-01', 'beforeSixteen'],
    ['an old year, birth date unknown', 1950, null, undefined],
    ['an old year, birth date unknown (undefined)', 1950, undefined, undefined],
  ] as const)('%s: %s', (_label, year, birthDate, problem) => {
    expect(drivingLicenceYearProblem(year, birthDate, '2026-03-15')).toBe(problem);
  });

  it('reads "today" as the calendar day the person sees', () => {
    expect(drivingLicenceYearProblem(2026, null, new Date(2026, 0, 1))).toBeUndefined();
    expect(drivingLicenceYearProblem(2026, null, new Date(2025, 11, 31))).toBe('future');
  });
});

describe('isSameSitePath', () => {
  it.each([
    ['/', true],
    ['/cars/123?from=2026-01-01#top', true],
    ['/fr/settings', true],
    ['', false],
    ['cars', false],
    ['https://evil.example/', false],
    ['//evil.example/', false],
    ['/\\evil.example/', false],
    ['/a\\b', false],
    ['/a b', false],
    ['/a\tb', false],
    ['/a\nb', false],
    ['/a\u0000b', false],
    ['/a\u001fb', false],
    ['/a\u007fb', false],
    ['/café/😀', true],
    ['javascript:alert(1)', false],
  ])('%j: %s', (path, expected) => {
    expect(isSameSitePath(path)).toBe(expected);
  });
});

describe('mayActOnAccount (domain/accounts.ts)', () => {
  const account = (id: string, type: 'user' | 'supplier' | 'admin' | 'superadmin') => ({ id, type });
  it.each([
    ['a driver, himself', account('d', 'user'), account('d', 'user'), true],
    ['a driver, another driver', account('d', 'user'), account('e', 'user'), false],
    ['a supplier, a driver', account('s', 'supplier'), account('d', 'user'), false],
    ['an admin, himself', account('a', 'admin'), account('a', 'admin'), true],
    ['an admin, a driver', account('a', 'admin'), account('d', 'user'), true],
    ['an admin, a supplier', account('a', 'admin'), account('s', 'supplier'), true],
    ['an admin, another admin', account('a', 'admin'), account('b', 'admin'), false],
    ['an admin, a superadmin', account('a', 'admin'), account('s', 'superadmin'), false],
    ['a superadmin, an admin', account('s', 'superadmin'), account('a', 'admin'), true],
    ['a superadmin, another superadmin', account('s', 'superadmin'), account('t', 'superadmin'), true],
    ['a superadmin, a driver', account('s', 'superadmin'), account('d', 'user'), true],
  ])('%s: %s', (_label, actor, target, expected) => {
    expect(mayActOnAccount(actor, target)).toBe(expected);
  });
});

describe('maySuspend (domain/accounts.ts)', () => {
  const account = (id: string, type: 'user' | 'supplier' | 'admin' | 'superadmin') => ({ id, type });
  it.each([
    ['an admin, a driver', account('a', 'admin'), account('d', 'user'), true],
    ['an admin, a supplier', account('a', 'admin'), account('s', 'supplier'), true],
    ['an admin, another admin', account('a', 'admin'), account('b', 'admin'), false],
    ['an admin, a superadmin', account('a', 'admin'), account('s', 'superadmin'), false],
    ['an admin, himself', account('a', 'admin'), account('a', 'admin'), false],
    ['a superadmin, an admin', account('s', 'superadmin'), account('a', 'admin'), true],
    ['a superadmin, another superadmin', account('s', 'superadmin'), account('t', 'superadmin'), true],
    ['a superadmin, himself', account('s', 'superadmin'), account('s', 'superadmin'), false],
    ['a driver, another driver', account('d', 'user'), account('e', 'user'), false],
    ['a supplier, a driver', account('s', 'supplier'), account('d', 'user'), false],
  ])('%s: %s', (_label, actor, target, expected) => {
    expect(maySuspend(actor, target)).toBe(expected);
  });
});

describe('mayChangeType (domain/accounts.ts)', () => {
  const account = (id: string, type: 'user' | 'supplier' | 'admin' | 'superadmin') => ({ id, type });
  it.each([
    ['an admin makes a driver a supplier', account('a', 'admin'), account('d', 'user'), 'supplier', true],
    ['an admin makes a supplier a driver', account('a', 'admin'), account('s', 'supplier'), 'user', true],
    ['an admin makes a driver an admin', account('a', 'admin'), account('d', 'user'), 'admin', false],
    ['an admin makes a driver a superadmin', account('a', 'admin'), account('d', 'user'), 'superadmin', false],
    ['an admin makes himself a superadmin', account('a', 'admin'), account('a', 'admin'), 'superadmin', false],
    ['an admin demotes another admin', account('a', 'admin'), account('b', 'admin'), 'user', false],
    ['a superadmin makes a driver an admin', account('s', 'superadmin'), account('d', 'user'), 'admin', true],
    ['a superadmin demotes an admin', account('s', 'superadmin'), account('a', 'admin'), 'user', true],
    ['a superadmin demotes himself', account('s', 'superadmin'), account('s', 'superadmin'), 'admin', false],
    ['a supplier makes a driver a supplier', account('s', 'supplier'), account('d', 'user'), 'supplier', false],
  ] as const)('%s: %s', (_label, actor, target, type, expected) => {
    expect(mayChangeType(actor, target, type)).toBe(expected);
  });
});
