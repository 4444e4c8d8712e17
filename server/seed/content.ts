import { languages } from '@/config/languages.ts';
import type { Db } from '@/server/db/client.ts';
import { blogAuthors, blogPostTranslations, blogPosts, faqEntries, faqTranslations, seededContent } from '@/server/db/schema.ts';
import { authors, blogPosts as seedPosts } from './data/blog.ts';
import { faq } from './data/faq.ts';

/**
 * The blog and the help centre as this release ships them, each time the seed runs (every start on PGlite,
 * `npm run seed` on PostgreSQL; in production too): a post or an answer this release brings is added once, by its
 * slug or anchor, and remembered (seeded_content); one that exists is left as it is (the admins edit them), and one
 * the seed added before is never added again, so that a post an admin deleted stays deleted.
 */
export async function ensureContent(tx: Db): Promise<{ posts: number; answers: number }> {
  await tx.insert(blogAuthors).values(authors).onConflictDoNothing();
  const seeded = await tx.select().from(seededContent);
  const before = (kind: 'post' | 'answer', key: string) => seeded.some((row) => row.kind === kind && row.key === key);
  const newPosts = seedPosts.filter((post) => !before('post', post.slug));
  const newAnswers = faq.filter((entry) => !before('answer', entry.anchor));
  const remembered = [
    ...newPosts.map((post) => ({ kind: 'post' as const, key: post.slug })),
    ...newAnswers.map((entry) => ({ kind: 'answer' as const, key: entry.anchor })),
  ];
  if (remembered.length) await tx.insert(seededContent).values(remembered).onConflictDoNothing();

  const posts = newPosts.length
    ? await tx
        .insert(blogPosts)
        .values(newPosts.map(({ translations: _t, author, ...post }) => ({ ...post, authorKey: author })))
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning({ id: blogPosts.id, slug: blogPosts.slug })
    : [];
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

  // Each answer keeps its place in the release's list, whichever are added.
  const positions = new Map(faq.map((entry, position) => [entry.anchor, position]));
  const entries = newAnswers.length
    ? await tx
        .insert(faqEntries)
        .values(newAnswers.map(({ anchor, topic }) => ({ anchor, topic, position: positions.get(anchor)! })))
        .onConflictDoNothing({ target: faqEntries.anchor })
        .returning({ id: faqEntries.id, anchor: faqEntries.anchor })
    : [];
  const entryIds = new Map(entries.map((entry) => [entry.anchor, entry.id]));
  const answers = faq.flatMap((entry) =>
    entryIds.has(entry.anchor)
      ? languages.map((language) => ({ entryId: entryIds.get(entry.anchor)!, language, question: entry.question[language], answer: entry.answer[language] }))
      : [],
  );
  if (answers.length) await tx.insert(faqTranslations).values(answers);
  return { posts: posts.length, answers: entries.length };
}
