import type { Schemas } from '@/openapi/types';
import { PRODUCT_BOOKING_LIMITS } from '@/domain/booking-limits';

/** Catalogue data for screen tests: plain values shaped by the contract. */

export const carId = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const yachtId = '7a2d3c4b-5e6f-4a71-9b8c-0d1e2f3a4b5c';

export function aLocation(slug: string, name: string, overrides: Partial<Schemas['Location']> = {}): Schemas['Location'] {
  return {
    _id: `00000000-0000-4000-8000-${slug.padEnd(12, '0').slice(0, 12).replace(/[^0-9a-f]/g, '0')}`,
    slug,
    name,
    country: 'FR',
    latitude: 43.7,
    longitude: 7.26,
    carCount: 10,
    yachtCount: 3,
    ...overrides,
  };
}

export const someLocations: Schemas['Location'][] = [
  aLocation('cannes', 'Cannes'),
  aLocation('monaco', 'Monaco', { country: 'MC' }),
  aLocation('nice', 'Nice'),
  aLocation('paris', 'Paris', { yachtCount: 0 }),
];

export const aSupplier: Schemas['SupplierSummary'] = {
  _id: '11111111-2222-4333-8444-555555555555',
  slug: 'riviera-drive',
  name: 'Riviera Drive',
  tier: 'gold',
  tierCode: 10,
  avatar: '/cdn/suppliers/rd-0b7285.svg',
};

export function aCar(overrides: Partial<Schemas['Car']> = {}): Schemas['Car'] {
  return {
    _id: carId,
    brand: 'BMW',
    model: 'X5',
    year: 2024,
    bodyType: 'suv',
    category: 'SUV',
    engineType: 'hybrid',
    gearbox: 'automatic',
    fuelPolicy: 'likeForlike',
    mileage: 250,
    seats: 5,
    doors: 5,
    aircon: true,
    deposit: 1500,
    price: 1234,
    extras: {
      cancellation: 25,
      amendments: 0,
      theftProtection: 9,
      collisionDamageWaiver: -1,
      fullInsurance: 28,
      additionalDriver: 0,
    },
    minimumAge: 21,
    available: true,
    badges: ['now'],
    color: 'black',
    image: '/cdn/cars/suv-000000.svg',
    description: 'A roomy hybrid SUV for the coast road.',
    supplier: aSupplier,
    locations: ['nice', 'cannes'],
    createdAt: '2025-01-01T10:00:00.000Z',
    bookingLimits: { ...PRODUCT_BOOKING_LIMITS },
    ...overrides,
  };
}

export function aYacht(overrides: Partial<Schemas['Yacht']> = {}): Schemas['Yacht'] {
  return {
    _id: yachtId,
    brand: 'Sunseeker',
    model: 'Manhattan 55',
    year: 2021,
    kind: 'motor',
    lengthMeters: 16.8,
    cabins: 3,
    guests: 8,
    crew: 2,
    price: 2500,
    deposit: 5000,
    available: true,
    badges: ['onsale'],
    color: 'white',
    image: '/cdn/yachts/motor-ffffff.svg',
    description: 'A fast motor yacht for a day at sea.',
    supplier: { ...aSupplier, slug: 'blue-marine', name: 'Blue Marine', tier: 'vip', tierCode: 13 },
    locations: ['monaco', 'nice'],
    createdAt: '2025-01-01T10:00:00.000Z',
    bookingLimits: { ...PRODUCT_BOOKING_LIMITS },
    ...overrides,
  };
}

/** A page of `count` yachts with distinct ids and names. */
export function someYachts(count: number, start = 0): Schemas['Yacht'][] {
  return Array.from({ length: count }, (_, index) =>
    aYacht({
      _id: `7a2d3c4b-5e6f-4a71-9b8c-${String(start + index).padStart(12, '0')}`,
      model: `Model ${start + index + 1}`,
    }),
  );
}
