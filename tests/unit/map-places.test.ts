import { describe, expect, it } from 'vitest';
import { nearbyPlacesWithCars } from '@/src/features/cars/nearby-places';
import { clusterByScreenDistance } from '@/src/features/locations/map-clusters';
import { aLocation } from '@/tests/support/catalog-fixtures';

describe('nearbyPlacesWithCars', () => {
  const places = [
    aLocation('paris', 'Paris', { latitude: 48.8566, longitude: 2.3522 }),
    aLocation('monaco', 'Monaco', { latitude: 43.7384, longitude: 7.4246 }),
    aLocation('antibes', 'Antibes', { latitude: 43.5808, longitude: 7.1251, carCount: 0 }),
    aLocation('cannes', 'Cannes', { latitude: 43.5528, longitude: 7.0174 }),
    aLocation('nice', 'Nice', { latitude: 43.7102, longitude: 7.262 }),
  ];

  it('lists the closest places that have cars, the place itself and places without cars left out', () => {
    expect(nearbyPlacesWithCars(places, 'nice', 3).map((place) => place.slug)).toEqual(['monaco', 'cannes', 'paris']);
    expect(nearbyPlacesWithCars(places, 'paris', 1).map((place) => place.slug)).toEqual(['nice']);
  });

  it('lists none for a place it does not know', () => {
    expect(nearbyPlacesWithCars(places, 'ibiza', 3)).toEqual([]);
  });
});

describe('clusterByScreenDistance', () => {
  it('groups the points whose labels would overlap, and leaves the others alone', () => {
    const points = [
      { slug: 'nice', x: 100, y: 100 },
      { slug: 'paris', x: 100, y: 300 },
      { slug: 'monaco', x: 150, y: 110 },
      { slug: 'cannes', x: 60, y: 95 },
      { slug: 'milan', x: 300, y: 100 },
    ];
    expect(clusterByScreenDistance(points)).toEqual([['nice', 'monaco', 'cannes'], ['paris'], ['milan']]);
  });

  it('groups nothing on a map not laid out yet', () => {
    expect(clusterByScreenDistance([{ slug: 'nice', x: Number.NaN, y: Number.NaN }, { slug: 'monaco', x: Number.NaN, y: Number.NaN }])).toEqual([['nice'], ['monaco']]);
  });
});
