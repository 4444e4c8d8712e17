import { defaultLanguage, languages, ogLocales, type Language } from '../../config/languages';
import { withLanguagePrefix } from './language';

function ensureElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Keeps the document head in step with the language and the address: `<html lang>`,
 * `og:locale`, the hreflang alternates and the canonical link (origin + the public path of the page in its language,
 * without query or hash, so `/sign-in?l=fr` and `/fr/sign-in` share `/fr/sign-in`).
 */
export function applyHead(language: Language, internalPathname: string, origin = window.location.origin): void {
  document.documentElement.lang = language;

  const ogLocale = ensureElement('meta[property="og:locale"]', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'og:locale');
    return meta;
  });
  ogLocale.setAttribute('content', ogLocales[language]);

  const canonical = ensureElement<HTMLLinkElement>('link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    return link;
  });
  canonical.href = `${origin}${withLanguagePrefix(internalPathname, language)}`;

  // The same page in every language, and x-default (the default language), for search engines.
  for (const alternate of [...languages, 'x-default'] as const) {
    const link = ensureElement<HTMLLinkElement>(`link[rel="alternate"][hreflang="${alternate}"]`, () => {
      const element = document.createElement('link');
      element.rel = 'alternate';
      element.hreflang = alternate;
      return element;
    });
    link.href = `${origin}${withLanguagePrefix(internalPathname, alternate === 'x-default' ? defaultLanguage : alternate)}`;
  }
}

/** The brand, appended to every page title. */
export const siteName = 'Azura';

/**
 * The title and the meta description of a page (search results and shared links show them).
 * The title gets the site's name: "BMW X5 · Azura"; og:title follows it.
 */
export function setPageMeta({ title, description }: { title: string; description?: string }): void {
  document.title = title ? `${title} · ${siteName}` : siteName;
  const ogTitle = ensureElement<HTMLMetaElement>('meta[property="og:title"]', () => {
    const element = document.createElement('meta');
    element.setAttribute('property', 'og:title');
    return element;
  });
  ogTitle.content = document.title;
  if (description === undefined) return;
  const meta = ensureElement<HTMLMetaElement>('meta[name="description"]', () => {
    const element = document.createElement('meta');
    element.name = 'description';
    return element;
  });
  meta.content = description;
}
