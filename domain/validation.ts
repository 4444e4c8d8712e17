/**
 * Account rules shared by the app (instant feedback) and the server (the authority).
 * Pure functions, no I/O. Dates are calendar dates written `YYYY-MM-DD`, as in the contract.
 */

export const MINIMUM_AGE = 21;
export const PASSWORD_MIN_LENGTH = 6;

const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
const PHONE_MIN_DIGITS = 6;
const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** International phone: the contract's pattern, and enough digits to be dialled. */
export function isValidPhone(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  return (value.match(/[0-9]/g) ?? []).length >= PHONE_MIN_DIGITS;
}

export function passwordTooShort(password: string): boolean {
  return password.length < PASSWORD_MIN_LENGTH;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real calendar date from `YYYY-MM-DD` (2023-02-30 is refused), else undefined. */
export function parseCalendarDate(value: string): CalendarDate | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

export function isValidDate(value: string): boolean {
  return parseCalendarDate(value) !== undefined;
}

/** `today` as a calendar date: a Date is read in local time (the day the person sees). */
function toCalendarDate(today: Date | string): CalendarDate | undefined {
  if (typeof today === 'string') return parseCalendarDate(today);
  if (Number.isNaN(today.getTime())) return undefined;
  return { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
}

/**
 * Whole years lived on `today`. Someone born on 29 February turns a year older on 1 March in
 * common years. NaN when either date is not a real date.
 */
export function ageOn(birthDate: string, today: Date | string = new Date()): number {
  const birth = parseCalendarDate(birthDate);
  const now = toCalendarDate(today);
  if (!birth || !now) return Number.NaN;
  const birthdayReached = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (birthdayReached ? 0 : 1);
}

export function isOldEnough(birthDate: string, minimumAge: number = MINIMUM_AGE, today: Date | string = new Date()): boolean {
  const age = ageOn(birthDate, today);
  return !Number.isNaN(age) && age >= minimumAge;
}

/** The youngest age at which a driving licence can have been obtained anywhere the product works. */
export const LICENCE_MIN_AGE = 16;

/** The first year a driving licence can have been obtained: the year its holder turned 16; undefined when the birth date is unknown. */
export function earliestLicenceYear(birthDate: string | null | undefined): number | undefined {
  const birth = birthDate ? parseCalendarDate(birthDate) : undefined;
  return birth ? birth.year + LICENCE_MIN_AGE : undefined;
}

/**
 * Why a year of obtaining the driving licence cannot be right: in the future, or before the holder turned 16 (when
 * the birth date is known); undefined when it may be. The settings screens and the server (the authority) ask it.
 */
export function drivingLicenceYearProblem(
  year: number,
  birthDate: string | null | undefined,
  today: Date | string = new Date(),
): 'future' | 'beforeSixteen' | undefined {
  const now = toCalendarDate(today);
  if (now && year > now.year) return 'future';
  const earliest = earliestLicenceYear(birthDate);
  if (earliest !== undefined && year < earliest) return 'beforeSixteen';
  return undefined;
}

/** U+0000 to U+001F, and U+007F. */
const isAsciiControl = (character: string) => character < ' ' || character === '\u007f';

/**
 * A path of this site to send the browser back to after signing in (`/cars/1?x=y`); not another site: `//host`
 * and `/\host` are read by browsers as addresses of other hosts, and control characters or spaces have no place
 * in a path the app built.
 */
export function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value) && !Array.from(value).some(isAsciiControl);
}
