import { describe, expect, it } from 'vitest';
import { cardErrors, formatCardNumber, isValidCardNumber, isValidCvc, isValidExpiry, last4 } from '@/domain/card';

// Local time, as the driver's calendar: mid-July 2026.
const today = new Date(2026, 6, 15);
const visa = '4242 4242 4242 4242';
const amex = '378282246310005';

describe('isValidCardNumber', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4000 0000 0000 0002', true],
    ['4000 0000 0000 9995', true],
    ['4242424242424242', true],
    ['4242-4242-4242-4242', true],
    [amex, true],
    ['5555 5555 5555 4444', true],
    ['424242424242', true], // 12 digits, the shortest
    ['4242424242424242428', true], // 19 digits, the longest
    ['4242 4242 4242 4241', false], // Luhn
    ['42424242420', false], // 11 digits, though the checksum holds
    ['42424242424242424242', false], // 20 digits, though the checksum holds
    ['4242 4242 4242 424a', false],
    ['4242.4242.4242.4242', false],
    ['', false],
  ])('%s -> %s', (input, expected) => {
    expect(isValidCardNumber(input)).toBe(expected);
  });
});

describe('isValidExpiry', () => {
  it.each([
    ['07/26', true], // this month
    ['07/2026', true],
    [' 07 / 26 ', true],
    ['12/30', true],
    ['07/46', true], // 20 years ahead
    ['06/26', false], // last month
    ['06/2026', false],
    ['08/46', false], // beyond 20 years
    ['12/99', false],
    ['13/30', false],
    ['00/30', false],
    ['7/26', false],
    ['0726', false],
    ['07/260', false],
    ['ab/cd', false],
    ['', false],
  ])('%s -> %s', (input, expected) => {
    expect(isValidExpiry(input, today)).toBe(expected);
  });

  it('counts months across the new year', () => {
    const january = new Date(2027, 0, 1);
    expect(isValidExpiry('12/26', january)).toBe(false);
    expect(isValidExpiry('01/27', january)).toBe(true);
  });
});

describe('isValidCvc', () => {
  it.each<[string, string | undefined, boolean]>([
    ['123', undefined, true],
    ['1234', undefined, false],
    ['123', visa, true],
    ['1234', visa, false],
    ['1234', amex, true],
    ['123', amex, false],
    ['1234', '3400 0000 0000 009', true],
    ['12', visa, false],
    ['12a', visa, false],
    ['', visa, false],
  ])('%s with %s -> %s', (cvc, number, expected) => {
    expect(isValidCvc(cvc, number)).toBe(expected);
  });
});

describe('cardErrors', () => {
  it.each<[string, { number: string; expiry: string; cvc: string }, string[]]>([
    ['a good card', { number: visa, expiry: '07/26', cvc: '123' }, []],
    ['a good Amex', { number: amex, expiry: '12/30', cvc: '1234' }, []],
    ['a bad number', { number: '4242 4242 4242 4241', expiry: '07/26', cvc: '123' }, ['invalidCardNumber']],
    ['an expired card', { number: visa, expiry: '06/26', cvc: '123' }, ['invalidExpiryDate']],
    ['a short CVC', { number: visa, expiry: '07/26', cvc: '12' }, ['invalidCvc']],
    ['an empty form', { number: '', expiry: '', cvc: '' }, ['invalidCardNumber', 'invalidExpiryDate', 'invalidCvc']],
  ])('%s', (_label, card, expected) => {
    expect(cardErrors(card, today)).toEqual(expected);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 42', '4242 4242 42'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    [amex, '3782 8224 6310 005'],
    ['42424242424242424242424', '4242 4242 4242 4242 424'],
    ['abc', ''],
    ['', ''],
  ])('%s -> "%s"', (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });
});

describe('last4', () => {
  it.each([
    [visa, '4242'],
    ['4000-0000-0000-9995', '9995'],
    [amex, '0005'],
  ])('%s -> %s', (input, expected) => {
    expect(last4(input)).toBe(expected);
  });
});
