import type { PlaceCountry } from '@/openapi/generated/enums.ts';

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

/** The clock of each place (slug -> IANA zone), which the times of a booking there are read and shown on. */
export type PlaceZones = Readonly<Record<string, string>>;

export function placeZones(places: readonly { slug: string; country: string }[]): PlaceZones {
  return Object.fromEntries(places.map((place) => [place.slug, timeZoneOfCountry(place.country)]));
}

/**
 * The clock a search with no place chosen reads its times on: the zone most of the places are in (the first such
 * place's on a tie), UTC without places. A search is about many places at once; most of them share a clock.
 */
export function commonTimeZone(places: readonly { country: string }[]): string {
  const counts = new Map<string, number>();
  for (const place of places) {
    const zone = timeZoneOfCountry(place.country);
    counts.set(zone, (counts.get(zone) ?? 0) + 1);
  }
  let best = 'UTC';
  let most = 0;
  for (const [zone, count] of counts) if (count > most) [best, most] = [zone, count];
  return best;
}

/**
 * The clock a search's dates are read on: its place's; with no place chosen, the clock most places share (a search
 * over several places at once; domain/places.ts commonTimeZone).
 */
export function searchTimeZone(location: string | undefined, places: readonly { slug: string; country: string }[]): string {
  const place = location ? places.find((candidate) => candidate.slug === location) : undefined;
  return place ? timeZoneOfCountry(place.country) : commonTimeZone(places);
}
