/**
 * Card form rules, checked as the driver types so that an obvious typo never reaches the payment
 * provider. They return reason codes; the screens map each code to the product's exact text.
 */

export type CardError = 'invalidCardNumber' | 'invalidExpiryDate' | 'invalidCvc';

const CARD_NUMBER_MIN_DIGITS = 12;
const CARD_NUMBER_MAX_DIGITS = 19;
const EXPIRY_MAX_YEARS_AHEAD = 20;
const EXPIRY_PATTERN = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/;

const digitsOf = (input: string) => input.replace(/\D/g, '');

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits only after removing spaces/dashes; length 12..19; Luhn checksum. */
export function isValidCardNumber(input: string): boolean {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) return false;
  return passesLuhn(digits);
}

/**
 * 'MM/YY' or 'MM/YYYY' (also with spaces around '/'), month 01-12, not before the current month of `today`,
 * at most 20 years ahead. `today` is read in local time, the month the driver sees on his calendar.
 */
export function isValidExpiry(input: string, today: Date = new Date()): boolean {
  const match = EXPIRY_PATTERN.exec(input.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  // A card expires at the end of its month, so the current month is still good.
  const expiry = year * 12 + month - 1;
  const current = today.getFullYear() * 12 + today.getMonth();
  return expiry >= current && expiry <= current + EXPIRY_MAX_YEARS_AHEAD * 12;
}

const isAmex = (cardNumber: string) => /^3[47]/.test(digitsOf(cardNumber));

/** 3 digits, or 4 for American Express numbers (starting 34 or 37) when a number is given. */
export function isValidCvc(input: string, cardNumber?: string): boolean {
  const length = cardNumber !== undefined && isAmex(cardNumber) ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(input.trim());
}

/** The three fields of the card form, as typed. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** Every failed rule, in form order (number, expiry, cvc). */
export function cardErrors(card: CardInput, today: Date = new Date()): CardError[] {
  const errors: CardError[] = [];
  if (!isValidCardNumber(card.number)) errors.push('invalidCardNumber');
  if (!isValidExpiry(card.expiry, today)) errors.push('invalidExpiryDate');
  if (!isValidCvc(card.cvc, card.number)) errors.push('invalidCvc');
  return errors;
}

/** Digits only, grouped by 4 with spaces (for display while typing), at most 19 digits. */
export function formatCardNumber(input: string): string {
  return digitsOf(input)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The last four digits. */
export function last4(cardNumber: string): string {
  return digitsOf(cardNumber).slice(-4);
}
