import { type Language, resolveLanguage } from '@/config/languages';

/**
 * The provider sends every Google sign-in back to /google-login, an address without a language: the language of the
 * page the sign-in started from is kept in this tab meanwhile, so the return page (and a new account) speak it.
 */
const key = 'azura-google-sign-in-language';

export function rememberGoogleLanguage(language: Language): void {
  try {
    sessionStorage.setItem(key, language);
  } catch {
    // Storage refused (private mode): the return page shows the default language.
  }
}

/** The language the sign-in started in, if this tab started one. */
export function googleLanguage(): Language | undefined {
  try {
    return resolveLanguage(sessionStorage.getItem(key));
  } catch {
    return undefined;
  }
}
