import type { Language } from '@/config/languages';
import { formatMoney } from '@/domain/money';
import { type ZonedStyle, formatInZone } from '@/domain/zoned-time';
import { useLanguage } from '@/src/core/use-language';

/** A date and time in the page's language, in the visitor's time zone: "1 Jul 2026, 12:00". Not for a booking's times (placeTime). */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A day in the page's language: "1 Jul 2026". */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/**
 * A booking's moment on its place's clock (domain/zoned-time.ts), the zone named when a time of day is shown:
 * "Jul 1, 2026, 10:00 AM GMT+2" wherever the reader is, and the same on the server's page as in the browser.
 */
export function formatPlaceTime(iso: string, timeZone: string, language: Language, style: ZonedStyle = 'dateTime'): string {
  return formatInZone(iso, timeZone, language, style);
}

/** Money and dates in the page's language (domain/money.ts formatMoney: every price goes through it). */
export function useFormat() {
  const language = useLanguage();
  return {
    language,
    money: (amount: number) => formatMoney(amount, language),
    dateTime: (iso: string) => formatDateTime(iso, language),
    date: (iso: string) => formatDate(iso, language),
    /** A booking's time on its place's clock (`timeZone`: the place's, from the API), the zone named. */
    placeTime: (iso: string, timeZone: string, style: ZonedStyle = 'dateTime') => formatPlaceTime(iso, timeZone, language, style),
  };
}
