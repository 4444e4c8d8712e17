import { useLingui } from '@lingui/react';
import { defaultLanguage, resolveLanguage, type Language } from '@/config/languages';

/** The language the screen is shown in; a component using it re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return resolveLanguage(i18n.locale) ?? defaultLanguage;
}
