import type { Language } from '../../config/languages';
import { formatMoney } from '../../domain/money';
import { useLanguage } from '../core/use-language';

/** A date and time in the page's language, in the visitor's time zone: "1 Jul 2026, 12:00". */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A day in the page's language: "1 Jul 2026". */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** Money and dates in the page's language (domain/money.ts formatMoney: every price goes through it). */
export function useFormat() {
  const language = useLanguage();
  return {
    language,
    money: (amount: number) => formatMoney(amount, language),
    dateTime: (iso: string) => formatDateTime(iso, language),
    date: (iso: string) => formatDate(iso, language),
  };
}
