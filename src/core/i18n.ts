import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from '@/config/languages';

/**
 * The browser's one instance, given to the screens by the React provider and to the routes by the router's context
 * (src/app/providers.tsx, router.tsx). Not Lingui's global: the server renders each request with its own instance
 * (entry-server.tsx), so a text read from a global (`t` of '@lingui/core/macro' without an instance) would be one
 * request's language in another's page. Only browser-only code reads it directly (start-up, the language switch, toasts).
 */
export const i18n: I18n = setupI18n();

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
