import type { Language } from '@/config/languages.ts';

/** The currency symbol prices are shown in (spec: €). */
export const CURRENCY_SYMBOL = '€';

/** Symbols written before the amount; every other symbol goes after it. */
const symbolsFirst = new Set(['$']);

/**
 * A price as the product shows it: thousands separated by a comma in English and by a space
 * otherwise, two decimals only when the amount has cents, `$` before and other symbols after.
 * Examples: en 1234.5 → "1,234.50 €"; fr 1234 → "1 234 €"; en with $ → "$1,234".
 */
export function formatMoney(amount: number, language: Language, symbol: string = CURRENCY_SYMBOL): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const thousands = language === 'en' ? ',' : ' ';
  const decimal = language === 'en' ? '.' : ',';
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const number = `${amount < 0 && cents > 0 ? '-' : ''}${grouped}${fraction ? `${decimal}${String(fraction).padStart(2, '0')}` : ''}`;
  return symbolsFirst.has(symbol) ? `${symbol}${number}` : `${number} ${symbol}`;
}
