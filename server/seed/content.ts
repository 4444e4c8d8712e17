import { languages } from '../../config/languages.ts';
import type { Db } from '../db/client.ts';
import { blogAuthors, blogPostTranslations, blogPosts, faqEntries, faqTranslations } from '../db/schema.ts';
import { authors, blogPosts as seedPosts } from './data/blog.ts';
import { faq } from './data/faq.ts';

/**
 * The blog and the help centre as this release ships them, each time the seed runs (every start on PGlite,
 * `npm run seed` on PostgreSQL; in production too): a post or an answer that is missing is added, by its slug or
 * anchor, and one that exists is left as it is (it may have been edited in the database since).
 */
export async function ensureContent(tx: Db): Promise<{ posts: number; answers: number }> {
  await tx.insert(blogAuthors).values(authors).onConflictDoNothing();

  const posts = await tx
    .insert(blogPosts)
    .values(seedPosts.map(({ translations: _t, author, ...post }) => ({ ...post, authorKey: author })))
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  const postIds = new Map(posts.map((post) => [post.slug, post.id]));
  const translations = seedPosts.flatMap((post) =>
    postIds.has(post.slug)
      ? languages.flatMap((language) => {
          const text = post.translations[language];
          return text ? [{ postId: postIds.get(post.slug)!, language, ...text }] : [];
        })
      : [],
  );
  if (translations.length) await tx.insert(blogPostTranslations).values(translations);

  const entries = await tx
    .insert(faqEntries)
    .values(faq.map(({ anchor, topic }, position) => ({ anchor, topic, position })))
    .onConflictDoNothing({ target: faqEntries.anchor })
    .returning({ id: faqEntries.id, anchor: faqEntries.anchor });
  const entryIds = new Map(entries.map((entry) => [entry.anchor, entry.id]));
  const answers = faq.flatMap((entry) =>
    entryIds.has(entry.anchor)
      ? languages.map((language) => ({ entryId: entryIds.get(entry.anchor)!, language, question: entry.question[language], answer: entry.answer[language] }))
      : [],
  );
  if (answers.length) await tx.insert(faqTranslations).values(answers);
  return { posts: posts.length, answers: entries.length };
}
