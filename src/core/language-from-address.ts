import type { Language } from '../../config/languages';
import { call, type Api } from '../api/client';
import { detectLanguage } from './language';
import { readStoredLanguage, readStoredUser } from './storage';

/**
 * Spec 7, when the setting is on (LANGUAGE_FROM_ADDRESS): a first visit with no language of its own (none stored,
 * no signed-in user, an address without a language) starts in the language of the visitor's country
 * (GET /api/language-hint). Answers that language, or undefined to stay.
 */
export async function languageFromAddress(api: Api, enabled: boolean, url: URL = new URL(window.location.href)): Promise<Language | undefined> {
  if (!enabled || readStoredLanguage() || readStoredUser()) return undefined;
  const current = detectLanguage(url);
  // An address that names its language (a prefix or `l`) is the visitor's choice.
  if (url.searchParams.has('l') || url.pathname.split('/')[1] === current) return undefined;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    const hint = await call(() => api.GET('/api/language-hint', { params: { query: { timeZone } } }));
    return hint.language && hint.language !== current ? hint.language : undefined;
  } catch {
    return undefined;
  }
}
