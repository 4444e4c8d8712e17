import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { allCarsAddress, type AllCarsParams } from '@/src/features/cars/all-cars-loader';

const carId = '11111111-2222-4333-8444-555555555555';

describe('the addresses of the /all-cars routes', () => {
  it.each<[string, AllCarsParams, ReturnType<typeof allCarsAddress>]>([
    ['/all-cars', {}, { preset: {}, carId: undefined }],
    ['/all-cars/<city>', { cityName: 'Nice' }, { preset: { location: 'nice' }, carId: undefined }],
    ['/all-cars/car/<car>', { carId }, { preset: {}, carId }],
    ['/all-cars/car/<car>/<city>', { carId, cityName: 'lake-como' }, { preset: { location: 'lake-como' }, carId }],
    ['/all-cars/category/<category>', { categoryName: 'suv' }, { preset: { category: 'SUV' }, carId: undefined }],
    ['/all-cars/category/<category>/<car>', { categoryName: 'suv', carId }, { preset: { category: 'SUV' }, carId }],
    ['/all-cars/category/<category>/<city>', { categoryName: 'suv', carId: 'nice' }, { preset: { category: 'SUV', location: 'nice' }, carId: undefined }],
    ['/all-cars/category/<category>/<car>/<city>', { categoryName: 'suv', carId, cityName: 'nice' }, { preset: { category: 'SUV', location: 'nice' }, carId }],
  ])('%s', (_, params, address) => {
    expect(allCarsAddress(params)).toEqual(address);
  });

  it.each<[string, AllCarsParams]>([
    ['an unknown category', { categoryName: 'boats' }],
    ['a city that is not a slug', { cityName: 'nice!' }],
    ['a car id that is not one', { carId: 'nice' }],
    ['a car id that is not one, before a city', { categoryName: 'suv', carId: 'nice', cityName: 'nice' }],
  ])('is the not-found page for %s', (_, params) => {
    let thrown: unknown;
    try {
      allCarsAddress(params);
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });
});
