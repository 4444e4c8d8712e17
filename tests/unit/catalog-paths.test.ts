import { describe, expect, it } from 'vitest';
import { carPath, slugify, yachtPath } from '@/domain/catalog.ts';

describe('catalogue paths', () => {
  it.each([
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Range Rover Sport', 'range-rover-sport'],
    ['Citroën ë-C4', 'citroen-e-c4'],
    ['  Model 3 ', 'model-3'],
    ['Série 7 (G70)', 'serie-7-g70'],
  ])('slugify(%s) is %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('builds car and yacht pages, a car optionally in a city', () => {
    const car = { _id: 'a1', brand: 'Alfa Romeo', model: 'Giulia Quadrifoglio' };
    expect(carPath(car)).toBe('/cars/alfa-romeo/giulia-quadrifoglio/a1');
    expect(carPath(car, 'lake-como')).toBe('/cars/alfa-romeo/giulia-quadrifoglio/a1/lake-como');
    expect(yachtPath({ _id: 'y1', brand: 'Sunseeker', model: 'Predator 60 EVO' })).toBe('/yachts/sunseeker/predator-60-evo/y1');
  });
});
