import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * The blog's and the help centre's texts are Markdown written by the team; they reach the page as HTML, so the
 * HTML is cleaned whatever the Markdown holds: raw HTML in it, `javascript:` links, event attributes, styles.
 * Only the elements a text needs remain; a heading of the text starts at level 2 (the page's title is the h1).
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'a', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link out of the site neither passes our page as referrer nor lends it its ranking.
    a: (tagName, attributes) => {
      const href = attributes.href ?? '';
      const external = /^[a-z][a-z0-9+.-]*:/i.test(href) && !/^(mailto|tel):/i.test(href);
      return { tagName, attribs: external ? { ...attributes, rel: 'noopener noreferrer nofollow' } : attributes };
    },
  },
};

export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, allowed);
}

/** Words of a text as a reader counts them (Markdown marks and link addresses are not words). */
export function wordCount(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#*_`>[\]()-]+/g, ' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** About 220 words a minute, at least one minute. */
export const readingMinutes = (markdown: string) => Math.max(1, Math.round(wordCount(markdown) / 220));
