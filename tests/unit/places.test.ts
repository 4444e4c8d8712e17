import { describe, expect, it } from 'vitest';
import { timeZoneOfCountry } from '@/domain/places';

describe('timeZoneOfCountry', () => {
  it.each([
    ['FR', 'Europe/Paris'],
    ['MC', 'Europe/Monaco'],
    ['IT', 'Europe/Rome'],
    ['es', 'Europe/Madrid'],
    ['XX', 'UTC'],
  ])('%s -> %s', (country, zone) => {
    expect(timeZoneOfCountry(country)).toBe(zone);
  });
});
