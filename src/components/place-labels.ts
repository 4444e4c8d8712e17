import { plural } from '@lingui/core/macro';
import type { Language } from '@/config/languages';
import type { Schemas } from '@/openapi/types';

/**
 * "12 cars" and "3 yachts" in the active language (the same texts as the home page's tiles and the
 * yacht list); a component showing them re-renders on a language change through `useLingui`.
 */
export function countLabels(location: Pick<Schemas['Location'], 'carCount' | 'yachtCount'>) {
  const count = location.carCount;
  return {
    cars: plural(count, { one: '# car', other: '# cars' }),
    yachts: plural(location.yachtCount, { one: '# yacht', other: '# yachts' }),
  };
}

/** A country's name from its ISO code, in a language ("IT" -> "Italy", "Italie", "Италия"). */
export function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
}
