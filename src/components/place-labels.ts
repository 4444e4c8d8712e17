import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Language } from '@/config/languages';
import type { Schemas } from '@/openapi/types';

/**
 * "12 cars" and "3 yachts" in the language of `i18n` (the same texts as the home page's tiles and the
 * yacht list); a component showing them gives its own (`useLingui`), and re-renders on a language change.
 */
export function countLabels(i18n: I18n, location: Pick<Schemas['Location'], 'carCount' | 'yachtCount'>) {
  const count = location.carCount;
  return {
    cars: i18n._(msg`${plural(count, { one: '# car', other: '# cars' })}`),
    yachts: i18n._(msg`${plural(location.yachtCount, { one: '# yacht', other: '# yachts' })}`),
  };
}

/** A country's name from its ISO code, in a language ("IT" -> "Italy", "Italie", "Италия"). */
export function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
}
