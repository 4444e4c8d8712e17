import { describe, expect, it } from 'vitest';
import {
  MINIMUM_AGE,
  PASSWORD_MIN_LENGTH,
  ageOn,
  isOldEnough,
  isValidDate,
  isValidEmail,
  isValidPhone,
  passwordTooShort,
} from '@/domain/validation';

describe('constants', () => {
  it('match the spec', () => {
    expect(MINIMUM_AGE).toBe(21);
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['driver@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['UPPER@EXAMPLE.FR', true],
    ['', false],
    ['plain', false],
    ['no-at.example.com', false],
    ['a@b', false],
    ['two@@example.com', false],
    ['space in@example.com', false],
    ['.lead@example.com', false],
    ['double..dot@example.com', false],
    ['trail@example.c', false],
    ['dash@-example.com', false],
    [`${'a'.repeat(245)}@example.com`, false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe('isValidPhone', () => {
  it.each([
    ['+33 6 12 34 56 78', true],
    ['+7 (912) 345-67-89', true],
    ['0612345678', true],
    ['123456', true],
    ['12345', false],
    ['+1 (2) 3-4', false],
    ['------', false],
    ['+33 6 12 34 56 78 90 12 34', false],
    ['06.12.34.56.78', false],
    ['phone 123456', false],
    ['++33612345678', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });
});

describe('passwordTooShort', () => {
  it.each([
    ['', true],
    ['12345', true],
    ['123456', false],
    ['a long passphrase', false],
  ])('%j -> %s', (value, expected) => {
    expect(passwordTooShort(value)).toBe(expected);
  });
});

describe('isValidDate', () => {
  it.each([
    ['2000-01-31', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-13-01', false],
    ['2000-1-1', false],
    ['01/02/2000', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidDate(value)).toBe(expected);
  });
});

describe('ageOn', () => {
  it.each([
    ['2000-06-15', '2021-06-14', 20],
    ['2000-06-15', '2021-06-15', 21],
    ['2000-06-15', '2021-12-31', 21],
    ['2000-12-31', '2021-01-01', 20],
    ['2004-02-29', '2025-02-28', 20],
    ['2004-02-29', '2025-03-01', 21],
    ['2004-02-29', '2028-02-29', 24],
    ['2030-01-01', '2025-01-01', -5],
  ])('born %s, on %s -> %i', (birthDate, today, expected) => {
    expect(ageOn(birthDate, today)).toBe(expected);
  });

  it('reads a Date in local time', () => {
    expect(ageOn('2000-06-15', new Date(2021, 5, 15, 0, 0, 1))).toBe(21);
    expect(ageOn('2000-06-15', new Date(2021, 5, 14, 23, 59, 59))).toBe(20);
  });

  it.each([
    ['not a date', '2021-01-01'],
    ['2000-02-30', '2021-01-01'],
    ['2000-01-01', 'today'],
  ])('is NaN for %s on %s', (birthDate, today) => {
    expect(ageOn(birthDate, today)).toBeNaN();
  });
});

describe('isOldEnough', () => {
  it.each([
    ['2000-06-15', undefined, '2021-06-14', false],
    ['2000-06-15', undefined, '2021-06-15', true],
    ['2000-06-15', 25, '2024-06-15', false],
    ['2000-06-15', 25, '2025-06-15', true],
    ['2000-06-15', 18, '2018-06-15', true],
    ['', undefined, '2021-06-15', false],
    ['2099-01-01', undefined, '2021-06-15', false],
  ])('born %s, minimum %s, on %s -> %s', (birthDate, minimumAge, today, expected) => {
    expect(isOldEnough(birthDate, minimumAge, today)).toBe(expected);
  });
});
