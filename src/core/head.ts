import { defaultLanguage, languages, ogLocales, type Language } from '@/config/languages';
import { withLanguagePrefix } from './language';
import { escapeHtml } from '@/shared/html';

/** The brand, appended to every page title. */
export const siteName = 'Azura';

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  title: string;
  description?: string;
  /** The image a shared link shows (the car's or the yacht's): absolute, or a path of this site. */
  image?: string;
  /** Open Graph type: `product` for a car or a yacht, `article` for a blog post, `website` otherwise. */
  type?: 'website' | 'product' | 'article';
  /** Pages that must not be listed (the not-found page, a person's booking). */
  noIndex?: boolean;
}

/** A route's `head` answer: the page's meta as one entry that the document head is built from (see pageMetaOf). */
export function pageHead(meta: PageMeta) {
  return { meta: [{ name: pageMetaName, content: JSON.stringify(meta) }] };
}

const pageMetaName = 'azura:page';

/** The deepest route's page meta among the matches' `head` answers (the root has none: the site's own). */
export function pageMetaOf(matches: readonly { meta?: unknown }[]): PageMeta | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const entries = (matches[index]!.meta ?? []) as ({ name?: string; content?: string } | undefined)[];
    const entry = entries.find((candidate) => candidate?.name === pageMetaName);
    if (entry?.content) return JSON.parse(entry.content) as PageMeta;
  }
  return undefined;
}

/** One element of the document head: `title`, `meta` or `link`, with its attributes. */
export type HeadTag = { tag: 'title'; text: string } | { tag: 'meta' | 'link'; attributes: Record<string, string> };

/** The site's own title and description: the home page, and any page that says nothing of itself. */
export interface SiteMeta {
  title: string;
  description: string;
}

/**
 * Every tag of the head that depends on the page: title and description, Open Graph and Twitter cards, the
 * canonical address (origin + the page's path in its language, without query or hash, so `/sign-in?l=fr` and
 * `/fr/sign-in` share `/fr/sign-in`) and the same page in each language (hreflang, and x-default). The server
 * writes them into the HTML (server/plugins/ssr.ts); the browser keeps them in step on each navigation.
 */
export function headTags({
  language,
  internalPathname,
  origin,
  page,
  site,
}: {
  language: Language;
  internalPathname: string;
  origin: string;
  page: PageMeta | undefined;
  site: SiteMeta;
}): HeadTag[] {
  const title = page?.title ? `${page.title} · ${siteName}` : site.title;
  const description = page?.description ?? site.description;
  const url = `${origin}${withLanguagePrefix(internalPathname, language)}`;
  const image = page?.image ? new URL(page.image, origin).href : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { [key]: name, content } });
  return [
    { tag: 'title', text: title },
    meta('name', 'description', description),
    ...(page?.noIndex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', page?.type ?? 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocales[language]),
    ...languages.filter((other) => other !== language).map((other) => meta('property', 'og:locale:alternate', ogLocales[other])),
    ...(image ? [meta('property', 'og:image', image), meta('name', 'twitter:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    ...[...languages, 'x-default' as const].map(
      (alternate): HeadTag => ({
        tag: 'link',
        attributes: {
          rel: 'alternate',
          hreflang: alternate,
          href: `${origin}${withLanguagePrefix(internalPathname, alternate === 'x-default' ? defaultLanguage : alternate)}`,
        },
      }),
    ),
  ];
}

/** The tags as HTML, each marked so that the browser finds and replaces them on the next page. */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      const attributes = Object.entries(tag.attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      return `<${tag.tag} data-page-head${attributes} />`;
    })
    .join('');
}

/** Replaces the page's tags of the document head (those of the server's answer or of the previous page). */
export function applyHeadTags(language: Language, tags: HeadTag[]): void {
  document.documentElement.lang = language;
  for (const old of document.head.querySelectorAll('[data-page-head]')) old.remove();
  for (const tag of tags) {
    if (tag.tag === 'title') {
      document.title = tag.text;
      continue;
    }
    const element = document.createElement(tag.tag);
    element.setAttribute('data-page-head', '');
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    document.head.append(element);
  }
}
