/**
 * The one place that says which languages the product speaks. Screens, the server
 * (emails, sitemap) and the Lingui catalogs all read it.
 */
export const languages = ['en', 'fr', 'ru'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Codes accepted at start-up that map to the default until they are supported. */
export const languageAliases: Record<string, Language> = { el: defaultLanguage };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** A supported language for a code, following the aliases; undefined when unknown. */
export function resolveLanguage(value: unknown): Language | undefined {
  if (isLanguage(value)) return value;
  if (typeof value === 'string' && value in languageAliases) return languageAliases[value];
  return undefined;
}

export const ogLocales: Record<Language, string> = { en: 'en_US', fr: 'fr_FR', ru: 'ru_RU' };
