import type { Schemas } from '@/openapi/types';

type Place = Schemas['Location'];

/** The distance in km between two places, on a sphere: close enough to rank places a drive apart. */
function kilometresBetween(a: Place, b: Place): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The places with cars nearest to `slug` (itself left out), closest first; none when `slug` is not a known place. */
export function nearbyPlacesWithCars(places: readonly Place[], slug: string, count: number): Place[] {
  const origin = places.find((place) => place.slug === slug);
  if (!origin) return [];
  return places
    .filter((place) => place.slug !== slug && place.carCount > 0)
    .map((place) => ({ place, km: kilometresBetween(origin, place) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count)
    .map(({ place }) => place);
}
