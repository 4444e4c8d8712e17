import type { LocationRewrite } from '@tanstack/react-router';
import { defaultLanguage, isLanguage, resolveLanguage, type Language } from '@/config/languages';

/** The query parameter that names the language; it wins over the path prefix. */
export const languageQueryParameter = 'l';

function firstSegment(pathname: string): string | undefined {
  return pathname.split('/')[1];
}

/**
 * The language a URL asks for: the `l` query parameter when it names a supported language
 * (aliases such as `el` map to the default), else a supported first path segment, else the default.
 */
export function detectLanguage(url: URL): Language {
  return (
    resolveLanguage(url.searchParams.get(languageQueryParameter)) ??
    (isLanguage(firstSegment(url.pathname)) ? (firstSegment(url.pathname) as Language) : undefined) ??
    defaultLanguage
  );
}

/** The path without a supported language prefix: `/fr/sign-in` -> `/sign-in`, `/ru` -> `/`. */
export function stripLanguagePrefix(pathname: string): string {
  const segment = firstSegment(pathname);
  if (!isLanguage(segment)) return pathname;
  const rest = pathname.slice(segment.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The public path of an unprefixed path in a language: the default language has no prefix,
 * the others are prefixed (`/sign-in`, fr -> `/fr/sign-in`; `/`, ru -> `/ru`).
 */
export function withLanguagePrefix(pathname: string, language: Language): string {
  const path = stripLanguagePrefix(pathname);
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** Removes `l` without re-encoding a search that does not carry it. */
function dropLanguageParameter(url: URL): void {
  if (url.searchParams.has(languageQueryParameter)) url.searchParams.delete(languageQueryParameter);
}

/**
 * The router's URL rewrite for one language: routes are defined without a prefix, so the input
 * drops the prefix and the `l` parameter, and the output adds the prefix of `language`.
 */
export function languageRewrite(language: Language): LocationRewrite {
  return {
    input: ({ url }) => {
      url.pathname = stripLanguagePrefix(url.pathname);
      dropLanguageParameter(url);
      return url;
    },
    output: ({ url }) => {
      url.pathname = withLanguagePrefix(url.pathname, language);
      return url;
    },
  };
}

/** The browser address of an internal (unprefixed) href in a language, keeping search and hash. */
export function toPublicHref(internalHref: string, language: Language, origin = 'http://localhost'): string {
  const url = new URL(internalHref, origin);
  dropLanguageParameter(url);
  url.pathname = withLanguagePrefix(url.pathname, language);
  return `${url.pathname}${url.search}${url.hash}`;
}
