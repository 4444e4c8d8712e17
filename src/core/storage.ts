import { resolveLanguage, type Language } from '@/config/languages';
import type { StoredSession, StoredUser } from '@/machines/session/session.machine';

import { languageStorageKey, themeStorageKey, tokenCookieName, userStorageKey } from '@/shared/storage-keys';

export type ColorMode = 'light' | 'dark';

// Local storage can be missing or throw (private mode, blocked cookies): the app then works without memory.
function readItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // ignored: see readItem
  }
}

// ---- the auth token cookie ----

export function readToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== tokenCookieName) continue;
    try {
      return decodeURIComponent(value.join('=')) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function cookieAttributes(): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; SameSite=Lax${secure}`;
}

/** Writes the token cookie; it expires at `expiresAt` (the server gives 30 days when staying connected, else 1). */
export function writeToken(token: string, expiresAt: Date | string): void {
  const expires = new Date(expiresAt).toUTCString();
  document.cookie = `${tokenCookieName}=${encodeURIComponent(token)}; Expires=${expires}${cookieAttributes()}`;
}

export function clearToken(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${tokenCookieName}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0${cookieAttributes()}`;
}

// ---- bc-user ----

export function readStoredUser(): StoredUser | null {
  const raw = readItem(userStorageKey);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser>;
    const language = resolveLanguage(value.language);
    if (typeof value._id !== 'string' || !value._id || !language) return null;
    return { _id: value._id, language };
  } catch {
    return null;
  }
}

export function writeStoredUser(user: StoredUser): void {
  writeItem(userStorageKey, JSON.stringify({ _id: user._id, language: user.language }));
}

export function clearStoredUser(): void {
  writeItem(userStorageKey, null);
}

/** The stored user and token, when both are there. */
export function readStoredSession(): StoredSession | null {
  const user = readStoredUser();
  const token = readToken();
  return user && token ? { user, token } : null;
}

export function clearStoredSession(): void {
  clearToken();
  clearStoredUser();
}

// ---- language and theme ----

export function readStoredLanguage(): Language | undefined {
  return resolveLanguage(readItem(languageStorageKey));
}

export function writeStoredLanguage(language: Language): void {
  writeItem(languageStorageKey, language);
}

export function readStoredTheme(): ColorMode | undefined {
  const value = readItem(themeStorageKey);
  return value === 'light' || value === 'dark' ? value : undefined;
}

export function writeStoredTheme(mode: ColorMode): void {
  writeItem(themeStorageKey, mode);
}
