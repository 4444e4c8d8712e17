/**
 * Spec 7: the language of a first visit from where the visitor is. France and Morocco give French, Greece gives
 * Greek (which is the default language while Greek is not supported: config/languages.ts's alias), any other
 * country the default. Used by GET /api/language-hint when LANGUAGE_FROM_ADDRESS is on.
 */
import { defaultLanguage, resolveLanguage, type Language } from '@/config/languages.ts';

const countryLanguages: Record<string, string> = { FR: 'fr', MA: 'fr', GR: 'el' };

export function languageForCountry(country: string | null | undefined): Language {
  const code = country ? countryLanguages[country.toUpperCase()] : undefined;
  return resolveLanguage(code) ?? defaultLanguage;
}

/**
 * The country of a browser's IANA time zone, for the zones of the countries the rule names and of their
 * neighbours and our visitors' usual ones; null for the others (they start in the default language anyway).
 */
const zoneCountries: Record<string, string> = {
  'Europe/Paris': 'FR',
  'Africa/Casablanca': 'MA',
  'Europe/Athens': 'GR',
  'Europe/Monaco': 'MC',
  'Europe/Rome': 'IT',
  'Europe/Madrid': 'ES',
  'Europe/Lisbon': 'PT',
  'Europe/London': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Berlin': 'DE',
  'Europe/Zurich': 'CH',
  'Europe/Brussels': 'BE',
  'Europe/Amsterdam': 'NL',
  'Europe/Luxembourg': 'LU',
  'Europe/Vienna': 'AT',
  'Europe/Stockholm': 'SE',
  'Europe/Oslo': 'NO',
  'Europe/Copenhagen': 'DK',
  'Europe/Helsinki': 'FI',
  'Europe/Warsaw': 'PL',
  'Europe/Prague': 'CZ',
  'Europe/Istanbul': 'TR',
  'Europe/Moscow': 'RU',
  'Europe/Kyiv': 'UA',
  'Europe/Kiev': 'UA',
  'Asia/Nicosia': 'CY',
  'Africa/Tunis': 'TN',
  'Africa/Algiers': 'DZ',
  'Asia/Dubai': 'AE',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Los_Angeles': 'US',
  'America/Toronto': 'CA',
  'America/Montreal': 'CA',
};

export function countryOfTimeZone(timeZone: string | null | undefined): string | null {
  return (timeZone && zoneCountries[timeZone]) || null;
}
