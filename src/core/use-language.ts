import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { defaultLanguage, resolveLanguage, type Language } from '@/config/languages';

/** The language the screen is shown in; a component using it re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return languageOf(i18n);
}

/** The language of a Lingui instance (a request's on the server, the browser's one). */
export function languageOf(i18n: I18n): Language {
  return resolveLanguage(i18n.locale) ?? defaultLanguage;
}
