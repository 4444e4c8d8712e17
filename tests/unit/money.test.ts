import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/domain/money.ts';

describe('formatMoney', () => {
  it.each([
    [0, 'en', '€', '0 €'],
    [35, 'en', '€', '35 €'],
    [1234, 'en', '€', '1,234 €'],
    [1234, 'fr', '€', '1 234 €'],
    [1234, 'ru', '€', '1 234 €'],
    [1234567, 'en', '€', '1,234,567 €'],
    [1234.5, 'en', '€', '1,234.50 €'],
    [1234.5, 'fr', '€', '1 234,50 €'],
    [99.99, 'en', '€', '99.99 €'],
    [100.004, 'en', '€', '100 €'],
    [100.005, 'en', '€', '100.01 €'],
    [1234, 'en', '$', '$1,234'],
    [1234.5, 'fr', '$', '$1 234,50'],
    [-45.5, 'en', '€', '-45.50 €'],
    [999, 'en', '€', '999 €'],
    [1000, 'ru', '€', '1 000 €'],
  ] as const)('%d in %s with %s is "%s"', (amount, language, symbol, expected) => {
    expect(formatMoney(amount, language, symbol)).toBe(expected);
  });

  it('uses the euro by default', () => {
    expect(formatMoney(12, 'en')).toBe('12 €');
  });
});
