import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../../config/languages';

// The global instance: the `t`/`msg` macros of '@lingui/core/macro' and the React provider share it.
export { i18n };

/** Loads the compiled catalog of a language (src/locales/<lang>/messages.ts) and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const { messages } = (await import(`../locales/${language}/messages.ts`)) as { messages: Messages };
  i18n.loadAndActivate({ locale: language, messages });
}
