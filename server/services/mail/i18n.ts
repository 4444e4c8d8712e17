import { setupI18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { languages, type Language } from '@/config/languages.ts';
// The app's catalogs as `npm run lingui:compile` writes them: the emails are written from the same texts. The server's
// one import of them.
import { messages as en } from '@/src/locales/en/messages.ts';
import { messages as fr } from '@/src/locales/fr/messages.ts';
import { messages as ru } from '@/src/locales/ru/messages.ts';

const catalogs: Record<Language, Messages> = { en, fr, ru };

/** Ours are European dates (day before month, 24-hour clock): British English rather than American. */
export const locales: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', ru: 'ru-RU' };

/** A text of the catalogs in one language, its placeholders filled with `values` (already formatted: money, dates). */
export type Translate = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

/**
 * Each language its own Lingui instance, made once and never switched to another language (the app's global `i18n` is
 * never used here): an email is written in its reader's language whatever is rendered beside it. A text missing from
 * the compiled catalogs (added to the code, not yet extracted and compiled) throws rather than send its English source.
 */
function translatorOf(language: Language): Translate {
  const i18n = setupI18n({
    locale: language,
    locales: locales[language],
    messages: { [language]: catalogs[language] },
    missing: (_locale, id) => {
      throw new Error(`The email text ${id} is not in the compiled ${language} catalog: run npm run lingui:extract, translate it, then npm run lingui:compile.`);
    },
  });
  return (descriptor, values) => i18n._({ ...descriptor, values });
}

const translators = Object.fromEntries(languages.map((language) => [language, translatorOf(language)])) as Record<Language, Translate>;

export const translatorFor = (language: Language): Translate => translators[language];
