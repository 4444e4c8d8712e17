import type { PlaceCountry } from '../openapi/generated/enums.ts';

/** Where the catalogue's places are: the time a pick-up happens at is the place's own clock. */

/** The IANA time zone of each country a place may be in (the contract's PlaceCountry; each has one zone on the mainland). */
const countryTimeZones: Record<PlaceCountry, string> = {
  FR: 'Europe/Paris',
  MC: 'Europe/Monaco',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  CH: 'Europe/Zurich',
  DE: 'Europe/Berlin',
  GB: 'Europe/London',
  PT: 'Europe/Lisbon',
  GR: 'Europe/Athens',
  HR: 'Europe/Zagreb',
};

/** The time zone of a place in that country (ISO 3166-1 alpha-2); UTC for a country not listed. */
export function timeZoneOfCountry(country: string): string {
  return countryTimeZones[country.toUpperCase() as PlaceCountry] ?? 'UTC';
}
