import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { languages, type Language } from '@/config/languages.ts';
import { FaqTopic } from '@/openapi/generated/enums.ts';
import type { Db } from '@/server/db/client.ts';
import { blogAuthors, blogPostTranslations, blogPosts, faqEntries, faqTranslations } from '@/server/db/schema.ts';

/** Reading the blog and the help centre; the texts are Markdown, rendered by the handlers. */

function selectPosts(db: Db, language: Language) {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      publishedAt: blogPosts.publishedAt,
      cover: blogPosts.cover,
      tags: blogPosts.tags,
      language: blogPostTranslations.language,
      title: blogPostTranslations.title,
      summary: blogPostTranslations.summary,
      body: blogPostTranslations.body,
      author: { key: blogAuthors.key, name: blogAuthors.name, role: blogAuthors.role, bio: blogAuthors.bio },
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(blogPosts)
    .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.language, language)))
    .innerJoin(blogAuthors, eq(blogAuthors.key, blogPosts.authorKey));
}

export type PostRow = Awaited<ReturnType<typeof listPosts>>[number];

/** A text[] of values bound one by one (drizzle spreads a bare array into a list). */
const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

const newestFirst = [desc(blogPosts.publishedAt), asc(blogPosts.slug)];

/** The posts written in a language, newest first; each row carries the total. */
export function listPosts(db: Db, language: Language, page: number, size: number) {
  return selectPosts(db, language).orderBy(...newestFirst).limit(size).offset((page - 1) * size);
}

export async function countPosts(db: Db, language: Language): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(blogPostTranslations).where(eq(blogPostTranslations.language, language));
  return row?.n ?? 0;
}

/** A post in one language, or undefined when it is not written in it (or does not exist). */
export async function findPost(db: Db, slug: string, language: Language): Promise<PostRow | undefined> {
  const [row] = await selectPosts(db, language).where(eq(blogPosts.slug, slug)).limit(1);
  return row;
}

/** The languages a post is written in (none when there is no such post). */
export async function postLanguages(db: Db, slug: string): Promise<Language[]> {
  const rows = await db
    .select({ language: blogPostTranslations.language })
    .from(blogPostTranslations)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTranslations.postId))
    .where(eq(blogPosts.slug, slug));
  return rows.map((row) => row.language as Language);
}

/** Other posts in a language, those sharing a tag with this one first, then the newest. */
export function relatedPosts(db: Db, post: { id: string; tags: string[] }, language: Language, limit: number) {
  const tags = textArray(post.tags);
  return selectPosts(db, language)
    .where(ne(blogPosts.id, post.id))
    .orderBy(desc(sql`cardinality(array(select unnest(${blogPosts.tags}) intersect select unnest(${tags})))`), ...newestFirst)
    .limit(limit);
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The help centre in a language, in topic order; with words, the entries whose question or answer holds each of them. */
export function listFaq(db: Db, language: Language, words: readonly string[]) {
  const text = sql`lower(${faqTranslations.question} || ' ' || ${faqTranslations.answer})`;
  const matches: SQL[] = words.map((word) => sql`${text} like ${likePattern(word.toLowerCase())}`);
  return db
    .select({ anchor: faqEntries.anchor, topic: faqEntries.topic, question: faqTranslations.question, answer: faqTranslations.answer })
    .from(faqEntries)
    .innerJoin(faqTranslations, and(eq(faqTranslations.entryId, faqEntries.id), eq(faqTranslations.language, language)))
    .where(and(...matches))
    .orderBy(sql`array_position(${textArray(FaqTopic)}, ${faqEntries.topic})`, asc(faqEntries.position));
}

/** Every post with the languages it is written in (the sitemap). */
export async function listPostLanguages(db: Db): Promise<{ slug: string; languages: Language[] }[]> {
  const rows = await db
    .select({ slug: blogPosts.slug, languages: sql<Language[]>`array_agg(${blogPostTranslations.language} order by ${blogPostTranslations.language})` })
    .from(blogPosts)
    .innerJoin(blogPostTranslations, eq(blogPostTranslations.postId, blogPosts.id))
    .groupBy(blogPosts.slug)
    .orderBy(blogPosts.slug);
  return rows.map((row) => ({ slug: row.slug, languages: languages.filter((language) => row.languages.includes(language)) }));
}
