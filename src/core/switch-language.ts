import type { AnyRouter, RouterHistory } from '@tanstack/react-router';
import { resolveLanguage, defaultLanguage, type Language } from '@/config/languages';
import { languageChangeFailed } from './error-messages';
import { handleError } from './errors';
import { activateLanguage, i18n, startingLanguage } from './i18n';
import { languageRewrite, toPublicHref } from './language';
import type { SessionActor } from './session';

/** What the language switch uses of the router, its history typed (`AnyRouter` leaves it `any`). */
type LanguageRouter = Pick<AnyRouter, 'update' | 'options' | 'state' | 'origin'> & { history: RouterHistory };

let requestLanguage: (() => Language | undefined) | undefined;

/**
 * On the server (entry-server.tsx): `currentLanguage` is the language of the request being rendered, as `read` says
 * (per request, not the browser's instance: requests in several languages render at once).
 */
export function readLanguageFrom(read: () => Language | undefined): void {
  requestLanguage = read;
}

/** The language the app shows now (at start-up, the one whose texts are loading); on the server, the request's. */
export function currentLanguage(): Language {
  if (requestLanguage) return requestLanguage() ?? defaultLanguage;
  return resolveLanguage(i18n.locale) ?? startingLanguage() ?? defaultLanguage;
}

/**
 * Makes `language` the app's language: loads its catalog, gives the router the rewrite that
 * prefixes addresses with it (a new rewrite also drops the router's cached link addresses),
 * and tells the session (local storage, and the server for a signed-in user).
 */
export async function applyLanguage(router: Pick<AnyRouter, 'update' | 'options'>, session: SessionActor, language: Language): Promise<void> {
  await activateLanguage(language);
  router.update({ ...router.options, rewrite: languageRewrite(language) });
  session.send({ type: 'session.languageChange', language });
}

/** The language switch: the same page (path, search, hash) at its address in the new language. */
export async function switchLanguage({
  router,
  session,
  language,
}: {
  router: LanguageRouter;
  session: SessionActor;
  language: Language;
}): Promise<void> {
  try {
    await applyLanguage(router, session, language);
  } catch (error) {
    handleError(error, i18n._(languageChangeFailed));
    return;
  }
  // The internal location does not change (routes have no prefix), so navigate() would see the
  // same location and not touch the address bar: push the new public address to the history.
  router.history.push(toPublicHref(router.state.location.href, language, router.origin));
}
