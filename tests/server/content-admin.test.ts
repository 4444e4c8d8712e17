import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { createBookingDriver, databaseLabel, signInAs, useTestServer, type Schemas, type TestClient } from '@/tests/support/server.ts';

/**
 * The blog and the help centre as the admins write them (listPosts, getPostRecord, createPost, updatePost, deletePosts,
 * getPostFormOptions, previewMarkdown, and the same for the help centre's entries): what they write is what readers get
 * at once, in the languages it is written in; a deleted seed post stays deleted; drivers and suppliers are refused.
 */
const server = useTestServer();
let admin: TestClient;
let supplier: TestClient;
let driver: TestClient;

const blogPost = (slug: string, language: Schemas['Language']) => server.GET('/api/blog/{slug}', { params: { path: { slug }, query: { language } } });
const faq = async (language: Schemas['Language']) => (await server.GET('/api/faq', { params: { query: { language } } })).data!;
/** A body the contract's types do not allow: sent as it is. */
const unchecked = (body: unknown) => body as never;

const english = { title: 'Sunrise drives above Monaco', summary: 'Three roads to take before breakfast.', body: '## The Moyenne Corniche\n\nLeave at **six**.<script>alert(1)</script>' };
const french = { title: 'Routes à l’aube au-dessus de Monaco', summary: 'Trois routes à prendre avant le petit-déjeuner.', body: '## La Moyenne Corniche\n\nPartez à **six heures**.' };
const post = (overrides: Partial<Schemas['PostInput']> = {}): Schemas['PostInput'] => ({
  slug: 'sunrise-drives-monaco',
  publishedAt: '2026-11-20',
  author: 'camille',
  cover: 'coast-1f6f8b',
  tags: ['riviera', 'cars'],
  translations: { en: english, fr: french },
  ...overrides,
});
const entry = (overrides: Partial<Schemas['FaqEntryInput']> = {}): Schemas['FaqEntryInput'] => ({
  anchor: 'night-pick-up',
  topic: 'booking',
  position: 0,
  translations: { en: { question: 'Can I pick a car up at night?', answer: 'Yes, when the supplier **says so** on its page.' }, ru: { question: 'Можно ли получить машину ночью?', answer: 'Да, если компания это указала.' } },
  ...overrides,
});

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = server.as(await signInAs(server, 'admin@example.com', DEMO_PASSWORD));
  supplier = server.as(await signInAs(server, 'supplier@example.com', DEMO_PASSWORD));
  driver = server.as(await createBookingDriver(server, { email: 'content.driver@example.org' }));
});

describe(`the admins' blog (${databaseLabel})`, () => {
  let id: string;

  it('publishes a post in English and French that readers read at once, rendered and sanitized', async () => {
    const created = await admin.POST('/api/posts', { body: post() });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const record = created.data!;
    id = record._id;
    expect(Object.keys(record.translations).sort()).toEqual(['en', 'fr']);
    expect(record.coverUrl).toMatch(/blog\/coast-1f6f8b\.svg$/);

    const inFrench = (await blogPost('sunrise-drives-monaco', 'fr')).data!;
    expect(inFrench).toMatchObject({ title: french.title, languages: ['en', 'fr'], author: { name: 'Camille Laurent' } });
    expect(inFrench.html).toContain('<strong>six heures</strong>');
    const inEnglish = (await blogPost('sunrise-drives-monaco', 'en')).data!;
    expect(inEnglish.html).not.toContain('<script');
    const newest = (await server.GET('/api/blog', { params: { query: { language: 'fr', size: 3 } } })).data!.items.map((item) => item.slug);
    expect(newest).toContain('sunrise-drives-monaco');
  });

  it('refuses a taken address, an unknown author and a cover that is not a drawing', async () => {
    const taken = await admin.POST('/api/posts', { body: post({ slug: 'nice-markets-guide' }) });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.code).toBe('ADDRESS_TAKEN');
    expect((await admin.POST('/api/posts', { body: post({ slug: 'another-one', author: 'nobody' }) })).response.status).toBe(400);
    expect((await admin.POST('/api/posts', { body: post({ slug: 'another-one', cover: 'https://tracker.example/pixel.png' }) })).response.status).toBe(400);
    expect((await admin.POST('/api/posts', { body: post({ slug: 'another-one', translations: {} }) })).response.status).toBe(400);
  });

  it('changes a post: a language left out is removed, and its readers fall back to English', async () => {
    const changed = await admin.PUT('/api/posts/{id}', { params: { path: { id } }, body: post({ tags: ['riviera'], translations: { en: { ...english, title: 'Sunrise drives' } } }) });
    expect(changed.response.status, JSON.stringify(changed.error)).toBe(200);
    const inFrench = (await blogPost('sunrise-drives-monaco', 'fr')).data!;
    expect(inFrench).toMatchObject({ title: 'Sunrise drives', language: 'en', languages: ['en'] });
    expect((await admin.GET('/api/posts/{id}', { params: { path: { id } } })).data!.translations).toEqual({ en: { ...english, title: 'Sunrise drives' } });
  });

  it('lists the posts 30 a page, searched by title or tag and by the language they are written in', async () => {
    const page = (await admin.GET('/api/posts')).data!;
    expect(page.size).toBe(30);
    expect(page.items[0]).toMatchObject({ slug: 'sunrise-drives-monaco', titles: { en: 'Sunrise drives' }, author: { name: 'Camille Laurent' } });
    const found = (await admin.GET('/api/posts', { params: { query: { search: 'sunrise drives' } } })).data!.items;
    expect(found.map((item) => item.slug)).toEqual(['sunrise-drives-monaco']);
    const french = (await admin.GET('/api/posts', { params: { query: { language: 'fr', size: 100 } } })).data!.items;
    expect(french.map((item) => item.slug)).not.toContain('sunrise-drives-monaco');
    const options = (await admin.GET('/api/post-form-options')).data!;
    expect(options.authors.map((author) => author.key)).toContain('camille');
    expect(options.coverUrl).toMatch(/\/blog\/\{cover\}\.svg$/);
  });

  it('previews Markdown exactly as readers get it', async () => {
    const preview = (await admin.POST('/api/content/preview', { body: { markdown: '# Hi\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>' } })).data!;
    // The page has its own h1: a post's headings start at h2.
    expect(preview.html).toContain('<h2>Hi</h2>');
    expect(preview.html).not.toMatch(/javascript:|onerror/);
    expect(preview.readingMinutes).toBe(1);
  });

  it('deletes posts; a post the seed brought stays deleted at the next start', async () => {
    const seeded = (await admin.GET('/api/posts', { params: { query: { search: 'nice-markets-guide' } } })).data!.items[0]!;
    expect((await admin.POST('/api/posts/delete', { body: { posts: [id, seeded._id] } })).data).toEqual({ deleted: 2 });
    expect((await blogPost('sunrise-drives-monaco', 'en')).response.status).toBe(404);
    await seedIfEmpty(server.database, { demoAccounts: true });
    expect((await blogPost('nice-markets-guide', 'en')).response.status).toBe(404);
  });
});

describe(`the admins' help centre (${databaseLabel})`, () => {
  let id: string;

  it('adds an entry in English and Russian, in its topic, that readers of each see at once', async () => {
    const created = await admin.POST('/api/faq-entries', { body: entry() });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    id = created.data!._id;
    const russian = await faq('ru');
    expect(russian.find((item) => item.anchor === 'night-pick-up')).toMatchObject({ topic: 'booking', question: 'Можно ли получить машину ночью?' });
    expect((await faq('fr')).map((item) => item.anchor)).not.toContain('night-pick-up');
    expect((await faq('en')).find((item) => item.anchor === 'night-pick-up')?.html).toContain('<strong>says so</strong>');
    const taken = await admin.POST('/api/faq-entries', { body: entry({ anchor: 'how-to-book' }) });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.code).toBe('ADDRESS_TAKEN');
  });

  it('changes an entry, lists them by topic, and deletes it', async () => {
    const changed = await admin.PUT('/api/faq-entries/{id}', {
      params: { path: { id } },
      body: entry({ topic: 'yachts', translations: { en: { question: 'Can I board at night?', answer: 'Ask the supplier.' } } }),
    });
    expect(changed.response.status, JSON.stringify(changed.error)).toBe(200);
    const yachts = (await admin.GET('/api/faq-entries', { params: { query: { topic: 'yachts' } } })).data!.items;
    expect(yachts[0]).toMatchObject({ anchor: 'night-pick-up', translations: { en: { question: 'Can I board at night?' } } });
    expect(yachts[0]!.translations.ru).toBeUndefined();
    expect((await admin.GET('/api/faq-entries', { params: { query: { search: 'board night' } } })).data!.items.map((item) => item.anchor)).toEqual(['night-pick-up']);
    expect((await admin.POST('/api/faq-entries/delete', { body: { entries: [id] } })).data).toEqual({ deleted: 1 });
    expect((await admin.GET('/api/faq-entries/{id}', { params: { path: { id } } })).response.status).toBe(404);
  });

  it('is for the admins: a supplier and a driver get 403 before the body', async () => {
    for (const as of [supplier, driver]) {
      expect((await as.GET('/api/posts')).response.status).toBe(403);
      expect((await as.POST('/api/posts', { body: unchecked({ nonsense: true }) })).response.status).toBe(403);
      expect((await as.POST('/api/content/preview', { body: unchecked({ markdown: 1 }) })).response.status).toBe(403);
      expect((await as.GET('/api/faq-entries')).response.status).toBe(403);
      const nobody = { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } };
      expect((await as.PUT('/api/faq-entries/{id}', { ...nobody, body: unchecked({ nonsense: true }) })).response.status).toBe(403);
    }
  });
});
