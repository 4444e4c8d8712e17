import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@/config/languages';

// The global instance: the `t`/`msg` macros of '@lingui/core/macro' and the React provider share it.
export { i18n };

let starting: { language: Language; texts: Promise<void> } | undefined;

/** Loads the compiled catalog of a language (src/locales/<lang>/messages.ts) and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const texts = import(`../locales/${language}/messages.ts`).then(({ messages }: { messages: Messages }) => {
    i18n.loadAndActivate({ locale: language, messages });
  });
  // The first catalog: until it is there, no language is active (see startingLanguage, whenTextsReady).
  if (!i18n.locale && !starting) starting = { language, texts };
  await texts;
}

/** The language the app is starting in, while its catalog loads: no language is active yet. */
export function startingLanguage(): Language | undefined {
  return i18n.locale ? undefined : starting?.language;
}

/** Resolves once a catalog is active: texts can be composed (at once, after start-up). */
export async function whenTextsReady(): Promise<void> {
  if (!i18n.locale) await starting?.texts;
}
