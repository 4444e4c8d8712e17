import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { languages, type Language } from '@/config/languages.ts';
import { FaqTopic } from '@/openapi/generated/enums.ts';
import type { Db } from '@/server/db/client.ts';
import { containing } from '@/server/db/search-words.ts';
import { blogAuthors, blogPostTranslations, blogPosts, faqEntries, faqTranslations } from '@/server/db/schema.ts';
import type { PostSort } from '@/openapi/generated/enums.ts';

/**
 * The blog and the help centre as the admins write them (listPosts, getPostRecord, createPost, updatePost, deletePosts,
 * listFaqEntries…): one row per post or entry, one per language it is written in. Reading them is content.ts's.
 */

export type { PostSort };
export type PostText = { title: string; summary: string; body: string };
export type FaqText = { question: string; answer: string };
export type Texts<T> = Partial<Record<Language, T>>;

export interface PostValues {
  slug: string;
  publishedAt: string;
  authorKey: string;
  cover: string;
  tags: string[];
}

export interface FaqValues {
  anchor: string;
  topic: FaqTopic;
  position: number;
}

// Qualified by hand: inside a select from blog_posts (faq_entries), drizzle writes its own columns without their
// table, which the subqueries would read as their own table's.
const postId = sql.raw('"blog_posts"."id"');
const entryId = sql.raw('"faq_entries"."id"');

/** The texts of rows, by language. */
function byLanguage<T>(rows: Array<{ language: string } & T>): Texts<Omit<T, 'language'>> {
  const texts: Texts<Omit<T, 'language'>> = {};
  for (const { language, ...text } of rows) if ((languages as readonly string[]).includes(language)) texts[language as Language] = text;
  return texts;
}

/** The titles of a post, by language. */
function titlesByLanguage(titles: Array<{ language: string; title: string }>): Texts<string> {
  return Object.fromEntries(titles.map((t) => [t.language, t.title]));
}

// ─── posts ───

export async function findPostPage(db: Db, filters: { words: string[]; language?: Language }, paging: { page: number; size: number; sort: PostSort }) {
  const conditions: SQL[] = filters.words.map(
    (word) =>
      sql`(${blogPosts.slug} ilike ${containing(word)} or array_to_string(${blogPosts.tags}, ' ') ilike ${containing(word)}
        or exists (select 1 from ${blogPostTranslations} t where t.post_id = ${postId} and t.title ilike ${containing(word)}))`,
  );
  if (filters.language) conditions.push(sql`exists (select 1 from ${blogPostTranslations} t where t.post_id = ${postId} and t.language = ${filters.language})`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order: Record<PostSort, SQL[]> = {
    newest: [desc(blogPosts.publishedAt), asc(blogPosts.slug)],
    oldest: [asc(blogPosts.publishedAt), asc(blogPosts.slug)],
    slug: [asc(blogPosts.slug)],
  };
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        publishedAt: blogPosts.publishedAt,
        cover: blogPosts.cover,
        tags: blogPosts.tags,
        author: { key: blogAuthors.key, name: blogAuthors.name },
        titles: sql<Array<{ language: string; title: string }>>`coalesce((select json_agg(json_build_object('language', t.language, 'title', t.title))
          from ${blogPostTranslations} t where t.post_id = ${postId}), '[]'::json)`,
      })
      .from(blogPosts)
      .innerJoin(blogAuthors, eq(blogAuthors.key, blogPosts.authorKey))
      .where(where)
      .orderBy(...order[paging.sort])
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ total: sql<number>`count(*)::int` }).from(blogPosts).where(where),
  ]);
  return {
    rows: rows.map(({ titles, ...row }) => ({ ...row, titles: titlesByLanguage(titles) })),
    total: total?.total ?? 0,
  };
}

export async function findPostRecord(db: Db, id: string) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!post) return undefined;
  const texts = await db
    .select({ language: blogPostTranslations.language, title: blogPostTranslations.title, summary: blogPostTranslations.summary, body: blogPostTranslations.body })
    .from(blogPostTranslations)
    .where(eq(blogPostTranslations.postId, id));
  return { ...post, translations: byLanguage(texts) as Texts<PostText> };
}

export async function authorExists(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ key: blogAuthors.key }).from(blogAuthors).where(eq(blogAuthors.key, key)).limit(1);
  return row !== undefined;
}

export function listAuthors(db: Db) {
  return db.select({ key: blogAuthors.key, name: blogAuthors.name }).from(blogAuthors).orderBy(asc(blogAuthors.name));
}

/** Writes the post's texts: the languages given replace theirs, the others are removed. */
async function writePostTexts(db: Db, id: string, translations: Texts<PostText>) {
  await db.delete(blogPostTranslations).where(eq(blogPostTranslations.postId, id));
  const rows = languages.flatMap((language) => {
    const text = translations[language];
    return text ? [{ postId: id, language, title: text.title.trim(), summary: text.summary.trim(), body: text.body }] : [];
  });
  if (rows.length) await db.insert(blogPostTranslations).values(rows);
}

export async function insertPost(db: Db, values: PostValues, translations: Texts<PostText>): Promise<string> {
  const [row] = await db.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  await writePostTexts(db, row!.id, translations);
  return row!.id;
}

export async function updatePostRow(db: Db, id: string, values: PostValues, translations: Texts<PostText>): Promise<boolean> {
  const rows = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (rows.length === 0) return false;
  await writePostTexts(db, id, translations);
  return true;
}

export async function deletePostRows(db: Db, ids: readonly string[]): Promise<number> {
  return (await db.delete(blogPosts).where(inArray(blogPosts.id, [...ids])).returning({ id: blogPosts.id })).length;
}

// ─── help centre ───

export async function findFaqPage(db: Db, filters: { words: string[]; topic?: FaqTopic }, paging: { page: number; size: number }) {
  const conditions: SQL[] = filters.words.map(
    (word) =>
      sql`(${faqEntries.anchor} ilike ${containing(word)}
        or exists (select 1 from ${faqTranslations} t where t.entry_id = ${entryId} and t.question ilike ${containing(word)}))`,
  );
  if (filters.topic) conditions.push(eq(faqEntries.topic, filters.topic));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: faqEntries.id,
        anchor: faqEntries.anchor,
        topic: faqEntries.topic,
        position: faqEntries.position,
        texts: sql<Array<{ language: string } & FaqText>>`coalesce((select json_agg(json_build_object('language', t.language, 'question', t.question, 'answer', t.answer))
          from ${faqTranslations} t where t.entry_id = ${entryId}), '[]'::json)`,
      })
      .from(faqEntries)
      .where(where)
      // The contract's order of topics, then each entry's place in its topic.
      .orderBy(sql`array_position(${sql.raw(`array[${FaqTopic.map((topic) => `'${topic}'`).join(', ')}]`)}::text[], ${faqEntries.topic})`, asc(faqEntries.position), asc(faqEntries.anchor))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ total: sql<number>`count(*)::int` }).from(faqEntries).where(where),
  ]);
  return { rows: rows.map(({ texts, ...row }) => ({ ...row, translations: byLanguage(texts) })), total: total?.total ?? 0 };
}

export async function findFaqEntry(db: Db, id: string) {
  const [entry] = await db.select().from(faqEntries).where(eq(faqEntries.id, id)).limit(1);
  if (!entry) return undefined;
  const texts = await db
    .select({ language: faqTranslations.language, question: faqTranslations.question, answer: faqTranslations.answer })
    .from(faqTranslations)
    .where(eq(faqTranslations.entryId, id));
  return { ...entry, translations: byLanguage(texts) as Texts<FaqText> };
}

async function writeFaqTexts(db: Db, id: string, translations: Texts<FaqText>) {
  await db.delete(faqTranslations).where(eq(faqTranslations.entryId, id));
  const rows = languages.flatMap((language) => {
    const text = translations[language];
    return text ? [{ entryId: id, language, question: text.question.trim(), answer: text.answer }] : [];
  });
  if (rows.length) await db.insert(faqTranslations).values(rows);
}

export async function insertFaqEntry(db: Db, values: FaqValues, translations: Texts<FaqText>): Promise<string> {
  const [row] = await db.insert(faqEntries).values(values).returning({ id: faqEntries.id });
  await writeFaqTexts(db, row!.id, translations);
  return row!.id;
}

export async function updateFaqEntryRow(db: Db, id: string, values: FaqValues, translations: Texts<FaqText>): Promise<boolean> {
  const rows = await db.update(faqEntries).set(values).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
  if (rows.length === 0) return false;
  await writeFaqTexts(db, id, translations);
  return true;
}

export async function deleteFaqRows(db: Db, ids: readonly string[]): Promise<number> {
  return (await db.delete(faqEntries).where(inArray(faqEntries.id, [...ids])).returning({ id: faqEntries.id })).length;
}
