import type { Language } from '@/config/languages';
import { call, type Api } from '@/api/client';
import { detectLanguage, languageQueryParameter, stripLanguagePrefix } from './language';
import { readStoredLanguage, readStoredUser } from './storage';

/**
 * Spec 7, when the setting is on (LANGUAGE_FROM_ADDRESS): a first visit with no language of its own (none stored,
 * no signed-in user, an address without a language) starts in the language of the visitor's country
 * (GET /api/language-hint). Answers that language, or undefined to stay.
 */
export async function languageFromAddress(api: Api, enabled: boolean, url: URL = new URL(window.location.href)): Promise<Language | undefined> {
  if (!enabled || readStoredLanguage() || readStoredUser()) return undefined;
  // An address that names its language (a prefix or `l`) is the visitor's choice.
  if (url.searchParams.has(languageQueryParameter) || stripLanguagePrefix(url.pathname) !== url.pathname) return undefined;
  const current = detectLanguage(url);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    const hint = await call(() => api.GET('/api/language-hint', { params: { query: { timeZone } } }));
    return hint.language && hint.language !== current ? hint.language : undefined;
  } catch {
    return undefined;
  }
}
