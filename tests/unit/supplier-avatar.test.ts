import { describe, expect, it } from 'vitest';
import { drawSupplierAvatar, initialsOf, plateOf } from '@/server/services/images/suppliers.ts';

describe('the plate of a supplier without an avatar', () => {
  it.each([
    ['Riviera Drive', 'rd'],
    ['Lutèce Mobilité', 'lm'],
    ['Côte-d’Azur Yachting', 'cd'],
    ['Azur', 'a'],
    ['4x4 Alpes', 'a'],
    ['123', 'x'],
    ['Прокат', 'x'],
  ])('writes %s as %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('gives a supplier the same colour every time, and suppliers different ones', () => {
    expect(plateOf('riviera-drive')).toBe(plateOf('riviera-drive'));
    const colours = new Set(['riviera-drive', 'azur-prestige', 'lutece-mobilite', 'alpine-wheels', 'como-lake-cars'].map(plateOf));
    expect(colours.size).toBeGreaterThan(2);
  });

  it('writes the initials in dark ink on a light plate and in white on a dark one', () => {
    expect(drawSupplierAvatar('rd', 'f8f9fa')).toContain('fill="#111827">RD</text>');
    expect(drawSupplierAvatar('rd', '0b7285')).toContain('fill="#ffffff">RD</text>');
  });
});
