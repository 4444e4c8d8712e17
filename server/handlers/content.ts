import { defaultLanguage, languages, type Language } from '@/config/languages.ts';
import type { components } from '@/openapi/generated/schema';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { notFound } from '@/server/errors.ts';
import * as content from '@/server/repositories/content.ts';
import { readingMinutes, renderMarkdown } from '@/server/services/content/markdown.ts';
import { blogCoverPath, imageUrl } from '@/server/services/images/index.ts';
import type { Handlers } from './types.ts';
import { PageSizeDefault } from '@/openapi/generated/enums.ts';

type PostSummary = components['schemas']['BlogPostSummary'];

const RELATED_POSTS = 3;
/** Words of a help-centre search; more say nothing the first ones did not. */
const MAX_SEARCH_WORDS = 8;

/** Where a post not written in the reader's language is read instead: the default language, then the others. */
const fallbackOrder = (language: Language): Language[] => [language, defaultLanguage, ...languages].filter((l, i, all) => all.indexOf(l) === i);

export function createContentHandlers(db: Db, config: Config) {
  const toSummary = (row: content.PostRow, language: Language): PostSummary => ({
    slug: row.slug,
    language: row.language as Language,
    title: row.title,
    summary: row.summary,
    publishedAt: row.publishedAt,
    readingMinutes: readingMinutes(row.body),
    cover: imageUrl(config.cdnUrl, blogCoverPath(row.cover)),
    author: { key: row.author.key, name: row.author.name, role: row.author.role[language] },
    tags: row.tags,
  });

  return {
    async getBlogPosts(request) {
      const { language, page = 1, size = PageSizeDefault } = request.query;
      const rows = await content.listPosts(db, language, page, size);
      // A page past the end has no row to carry the total.
      const total = rows[0]?.total ?? (page > 1 ? await content.countPosts(db, language) : 0);
      return { items: rows.map((row) => toSummary(row, language)), page, size, total };
    },

    async getBlogPost(request) {
      const { slug } = request.params;
      const { language } = request.query;
      const written = await content.postLanguages(db, slug);
      const version = fallbackOrder(language).find((candidate) => written.includes(candidate));
      const row = version && (await content.findPost(db, slug, version));
      if (!row) throw notFound('Post');
      const related = await content.relatedPosts(db, row, language, RELATED_POSTS);
      const summary = toSummary(row, language);
      return {
        ...summary,
        author: { ...summary.author, bio: row.author.bio[language] },
        html: renderMarkdown(row.body),
        languages: languages.filter((candidate) => written.includes(candidate)),
        related: related.map((other) => toSummary(other, language)),
      };
    },

    async getFaq(request) {
      const { language, q } = request.query;
      const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
      const rows = await content.listFaq(db, language, words);
      return rows.map((row) => ({
        anchor: row.anchor,
        topic: row.topic as components['schemas']['FaqTopic'],
        question: row.question,
        html: renderMarkdown(row.answer),
      }));
    },
  } satisfies Partial<Handlers>;
}
