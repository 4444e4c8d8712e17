import type { FaqTopic } from '@/openapi/generated/enums.ts';
import { PageSizeDefault, PostSortDefault } from '@/openapi/generated/enums.ts';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { wordsOf } from '@/server/db/search-words.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '@/server/errors.ts';
import * as repo from '@/server/repositories/content-admin.ts';
import { readingMinutes, renderMarkdown } from '@/server/services/content/markdown.ts';
import { blogCoverPath, imageUrl } from '@/server/services/images/index.ts';
import type { BodyOf, Handlers, ReplyOf } from './types.ts';

type PostInput = BodyOf<'createPost'>;
type FaqInput = BodyOf<'createFaqEntry'>;

const addressTaken = () => new AppError(409, 'ADDRESS_TAKEN', 'Another post or entry has this address.');

/** A write that may meet another row's slug or anchor: 409 ADDRESS_TAKEN instead of the database's error. */
async function claimingAddress<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? addressTaken() : error;
  }
}

/**
 * The blog and the help centre as the admins write them: posts and entries listed, read in every language as
 * Markdown, created, changed (the languages left out are removed) and deleted; the preview renders Markdown exactly
 * as readers get it (services/content/markdown.ts). Admins only (server/access.ts). Readers' pages read the database
 * at each request, so a change shows at once.
 */
export function createContentAdminHandlers(db: Db, config: Config) {
  const postRecord = async (id: string): Promise<ReplyOf<'getPostRecord'>> => {
    const row = await repo.findPostRecord(db, id);
    if (!row) throw notFound('Post');
    return {
      _id: row.id,
      slug: row.slug,
      publishedAt: row.publishedAt,
      author: row.authorKey,
      cover: row.cover,
      coverUrl: imageUrl(config.cdnUrl, blogCoverPath(row.cover)),
      tags: row.tags,
      translations: row.translations,
    };
  };
  const postValues = async (input: PostInput): Promise<repo.PostValues> => {
    if (!(await repo.authorExists(db, input.author))) throw badRequest('body/author: no blog author has this key.');
    return { slug: input.slug, publishedAt: input.publishedAt, authorKey: input.author, cover: input.cover, tags: input.tags };
  };
  const faqRecord = async (id: string): Promise<ReplyOf<'getFaqEntry'>> => {
    const row = await repo.findFaqEntry(db, id);
    if (!row) throw notFound('Entry');
    return { _id: row.id, anchor: row.anchor, topic: row.topic as FaqTopic, position: row.position, translations: row.translations };
  };
  const faqValues = (input: FaqInput): repo.FaqValues => ({ anchor: input.anchor, topic: input.topic, position: input.position });

  return {
    async listPosts(request) {
      const { search, language, sort = PostSortDefault, page = 1, size = PageSizeDefault } = request.query;
      const { rows, total } = await repo.findPostPage(db, { words: wordsOf(search), ...(language ? { language } : {}) }, { page, size, sort });
      return {
        page,
        size,
        total,
        items: rows.map((row) => ({
          _id: row.id,
          slug: row.slug,
          publishedAt: row.publishedAt,
          author: row.author,
          coverUrl: imageUrl(config.cdnUrl, blogCoverPath(row.cover)),
          tags: row.tags,
          titles: row.titles,
        })),
      };
    },

    getPostRecord: (request) => postRecord(request.params.id),

    async createPost(request, reply) {
      const values = await postValues(request.body);
      const id = await claimingAddress(() => db.transaction((tx) => repo.insertPost(tx, values, request.body.translations)));
      reply.code(201);
      return postRecord(id);
    },

    async updatePost(request) {
      const values = await postValues(request.body);
      const found = await claimingAddress(() => db.transaction((tx) => repo.updatePostRow(tx, request.params.id, values, request.body.translations)));
      if (!found) throw notFound('Post');
      return postRecord(request.params.id);
    },

    async deletePosts(request) {
      return { deleted: await repo.deletePostRows(db, request.body.posts) };
    },

    async getPostFormOptions() {
      return { authors: await repo.listAuthors(db), coverUrl: imageUrl(config.cdnUrl, blogCoverPath('{cover}')) };
    },

    previewMarkdown(request) {
      const { markdown } = request.body;
      return Promise.resolve({ html: renderMarkdown(markdown), readingMinutes: readingMinutes(markdown) });
    },

    async listFaqEntries(request) {
      const { search, topic, page = 1, size = PageSizeDefault } = request.query;
      const { rows, total } = await repo.findFaqPage(db, { words: wordsOf(search), ...(topic ? { topic } : {}) }, { page, size });
      return {
        page,
        size,
        total,
        items: rows.map((row) => ({ _id: row.id, anchor: row.anchor, topic: row.topic as FaqTopic, position: row.position, translations: row.translations })),
      };
    },

    getFaqEntry: (request) => faqRecord(request.params.id),

    async createFaqEntry(request, reply) {
      const id = await claimingAddress(() => db.transaction((tx) => repo.insertFaqEntry(tx, faqValues(request.body), request.body.translations)));
      reply.code(201);
      return faqRecord(id);
    },

    async updateFaqEntry(request) {
      const found = await claimingAddress(() => db.transaction((tx) => repo.updateFaqEntryRow(tx, request.params.id, faqValues(request.body), request.body.translations)));
      if (!found) throw notFound('Entry');
      return faqRecord(request.params.id);
    },

    async deleteFaqEntries(request) {
      return { deleted: await repo.deleteFaqRows(db, request.body.entries) };
    },
  } satisfies Partial<Handlers>;
}
