import type { SeedLocation } from '@/server/seed/types';

/** Pick-up locations and marinas. Coordinates point at each town centre (Lake Como: Bellagio, mid-lake). */
export const locations: SeedLocation[] = [
  {
    slug: 'monaco',
    name: { en: 'Monaco', fr: 'Monaco', ru: 'Монако' },
    country: 'MC',
    latitude: 43.7384,
    longitude: 7.4246,
  },
  {
    slug: 'paris',
    name: { en: 'Paris', fr: 'Paris', ru: 'Париж' },
    country: 'FR',
    latitude: 48.8566,
    longitude: 2.3522,
  },
  {
    slug: 'nice',
    name: { en: 'Nice', fr: 'Nice', ru: 'Ницца' },
    country: 'FR',
    latitude: 43.7102,
    longitude: 7.262,
  },
  {
    slug: 'cannes',
    name: { en: 'Cannes', fr: 'Cannes', ru: 'Канны' },
    country: 'FR',
    latitude: 43.5528,
    longitude: 7.0174,
  },
  {
    slug: 'saint-tropez',
    name: { en: 'Saint-Tropez', fr: 'Saint-Tropez', ru: 'Сен-Тропе' },
    country: 'FR',
    latitude: 43.2727,
    longitude: 6.6406,
  },
  {
    slug: 'milan',
    name: { en: 'Milan', fr: 'Milan', ru: 'Милан' },
    country: 'IT',
    latitude: 45.4642,
    longitude: 9.19,
  },
  {
    slug: 'lake-como',
    name: { en: 'Lake Como', fr: 'Lac de Côme', ru: 'Озеро Комо' },
    country: 'IT',
    latitude: 45.9856,
    longitude: 9.2612,
  },
  {
    slug: 'ibiza',
    name: { en: 'Ibiza', fr: 'Ibiza', ru: 'Ибица' },
    country: 'ES',
    latitude: 38.9067,
    longitude: 1.4206,
  },
  {
    slug: 'marbella',
    name: { en: 'Marbella', fr: 'Marbella', ru: 'Марбелья' },
    country: 'ES',
    latitude: 36.5101,
    longitude: -4.8825,
  },
];
