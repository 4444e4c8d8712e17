import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, createBookingDriver, databaseLabel, json, signInAs, startTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * The blog and the help centre as the admins write them (listPosts, getPostRecord, createPost, updatePost, deletePosts,
 * getPostFormOptions, previewMarkdown, and the same for the help centre's entries): what they write is what readers get
 * at once, in the languages it is written in; a deleted seed post stays deleted; drivers and companies are refused.
 */
let server: TestServer;
let admin: string;
let supplier: string;
let driver: string;

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const read = (url: string) => server.app.inject({ method: 'GET', url });

const english = { title: 'Sunrise drives above Monaco', summary: 'Three roads to take before breakfast.', body: '## The Moyenne Corniche\n\nLeave at **six**.<script>alert(1)</script>' };
const french = { title: 'Routes à l’aube au-dessus de Monaco', summary: 'Trois routes à prendre avant le petit-déjeuner.', body: '## La Moyenne Corniche\n\nPartez à **six heures**.' };
const post = (overrides: Record<string, unknown> = {}) => ({
  slug: 'sunrise-drives-monaco',
  publishedAt: '2026-11-20',
  author: 'camille',
  cover: 'coast-1f6f8b',
  tags: ['riviera', 'cars'],
  translations: { en: english, fr: french },
  ...overrides,
});
const entry = (overrides: Record<string, unknown> = {}) => ({
  anchor: 'night-pick-up',
  topic: 'booking',
  position: 0,
  translations: { en: { question: 'Can I pick a car up at night?', answer: 'Yes, when the company **says so** on its page.' }, ru: { question: 'Можно ли получить машину ночью?', answer: 'Да, если компания это указала.' } },
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
  driver = (await createBookingDriver(server, { email: 'content.driver@example.org' })).token;
});
afterAll(() => server?.close());

describe(`the admins' blog (${databaseLabel})`, () => {
  let id: string;

  it('publishes a post in English and French that readers read at once, rendered and sanitized', async () => {
    const created = await call(admin, 'POST', '/api/posts', post());
    expect(created.statusCode, created.body).toBe(201);
    const record = json<{ _id: string; translations: Record<string, unknown>; coverUrl: string }>(created);
    id = record._id;
    expect(Object.keys(record.translations).sort()).toEqual(['en', 'fr']);
    expect(record.coverUrl).toMatch(/blog\/coast-1f6f8b\.svg$/);

    const inFrench = json<{ title: string; html: string; languages: string[]; author: { name: string } }>(await read('/api/blog/sunrise-drives-monaco?language=fr'));
    expect(inFrench).toMatchObject({ title: french.title, languages: ['en', 'fr'], author: { name: 'Camille Laurent' } });
    expect(inFrench.html).toContain('<strong>six heures</strong>');
    const inEnglish = json<{ html: string }>(await read('/api/blog/sunrise-drives-monaco?language=en'));
    expect(inEnglish.html).not.toContain('<script');
    const newest = json<{ items: Array<{ slug: string }> }>(await read('/api/blog?language=fr&size=3')).items.map((item) => item.slug);
    expect(newest).toContain('sunrise-drives-monaco');
  });

  it('refuses a taken address, an unknown author and a cover that is not a drawing', async () => {
    const taken = await call(admin, 'POST', '/api/posts', post({ slug: 'nice-markets-guide' }));
    expect(taken.statusCode).toBe(409);
    expect(json(taken).code).toBe('ADDRESS_TAKEN');
    expect((await call(admin, 'POST', '/api/posts', post({ slug: 'another-one', author: 'nobody' }))).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/posts', post({ slug: 'another-one', cover: 'https://tracker.example/pixel.png' }))).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/posts', post({ slug: 'another-one', translations: {} }))).statusCode).toBe(400);
  });

  it('changes a post: a language left out is removed, and its readers fall back to English', async () => {
    const changed = await call(admin, 'PUT', `/api/posts/${id}`, post({ tags: ['riviera'], translations: { en: { ...english, title: 'Sunrise drives' } } }));
    expect(changed.statusCode, changed.body).toBe(200);
    const inFrench = json<{ title: string; language: string; languages: string[] }>(await read('/api/blog/sunrise-drives-monaco?language=fr'));
    expect(inFrench).toMatchObject({ title: 'Sunrise drives', language: 'en', languages: ['en'] });
    expect(json<{ translations: Record<string, unknown> }>(await call(admin, 'GET', `/api/posts/${id}`)).translations).toEqual({ en: { ...english, title: 'Sunrise drives' } });
  });

  it('lists the posts 30 a page, searched by title or tag and by the language they are written in', async () => {
    const page = json<{ size: number; total: number; items: Array<{ slug: string; titles: Record<string, string>; author: { name: string } }> }>(await call(admin, 'GET', '/api/posts'));
    expect(page.size).toBe(30);
    expect(page.items[0]).toMatchObject({ slug: 'sunrise-drives-monaco', titles: { en: 'Sunrise drives' }, author: { name: 'Camille Laurent' } });
    const found = json<{ items: Array<{ slug: string }> }>(await call(admin, 'GET', '/api/posts?search=sunrise%20drives')).items;
    expect(found.map((item) => item.slug)).toEqual(['sunrise-drives-monaco']);
    const french = json<{ items: Array<{ slug: string }> }>(await call(admin, 'GET', '/api/posts?language=fr&size=100')).items;
    expect(french.map((item) => item.slug)).not.toContain('sunrise-drives-monaco');
    const options = json<{ authors: Array<{ key: string }>; coverUrl: string }>(await call(admin, 'GET', '/api/post-form-options'));
    expect(options.authors.map((author) => author.key)).toContain('camille');
    expect(options.coverUrl).toMatch(/\/blog\/\{cover\}\.svg$/);
  });

  it('previews Markdown exactly as readers get it', async () => {
    const preview = json<{ html: string; readingMinutes: number }>(await call(admin, 'POST', '/api/content/preview', { markdown: '# Hi\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>' }));
    // The page has its own h1: a post's headings start at h2.
    expect(preview.html).toContain('<h2>Hi</h2>');
    expect(preview.html).not.toMatch(/javascript:|onerror/);
    expect(preview.readingMinutes).toBe(1);
  });

  it('deletes posts; a post the seed brought stays deleted at the next start', async () => {
    const seeded = json<{ items: Array<{ _id: string; slug: string }> }>(await call(admin, 'GET', '/api/posts?search=nice-markets-guide')).items[0]!;
    expect(json(await call(admin, 'POST', '/api/posts/delete', { posts: [id, seeded._id] }))).toEqual({ deleted: 2 });
    expect((await read('/api/blog/sunrise-drives-monaco?language=en')).statusCode).toBe(404);
    await seedIfEmpty(server.database, { demoAccounts: true });
    expect((await read('/api/blog/nice-markets-guide?language=en')).statusCode).toBe(404);
  });
});

describe(`the admins' help centre (${databaseLabel})`, () => {
  let id: string;

  it('adds an entry in English and Russian, in its topic, that readers of each see at once', async () => {
    const created = await call(admin, 'POST', '/api/faq-entries', entry());
    expect(created.statusCode, created.body).toBe(201);
    id = json<{ _id: string }>(created)._id;
    const russian = json<Array<{ anchor: string; topic: string; question: string; html: string }>>(await read('/api/faq?language=ru'));
    expect(russian.find((item) => item.anchor === 'night-pick-up')).toMatchObject({ topic: 'booking', question: 'Можно ли получить машину ночью?' });
    expect(json<Array<{ anchor: string }>>(await read('/api/faq?language=fr')).map((item) => item.anchor)).not.toContain('night-pick-up');
    expect(json<Array<{ anchor: string; html: string }>>(await read('/api/faq?language=en')).find((item) => item.anchor === 'night-pick-up')?.html).toContain('<strong>says so</strong>');
    const taken = await call(admin, 'POST', '/api/faq-entries', entry({ anchor: 'how-to-book' }));
    expect(taken.statusCode).toBe(409);
    expect(json(taken).code).toBe('ADDRESS_TAKEN');
  });

  it('changes an entry, lists them by topic, and deletes it', async () => {
    const changed = await call(admin, 'PUT', `/api/faq-entries/${id}`, entry({ topic: 'yachts', translations: { en: { question: 'Can I board at night?', answer: 'Ask the company.' } } }));
    expect(changed.statusCode, changed.body).toBe(200);
    const yachts = json<{ items: Array<{ anchor: string; translations: Record<string, unknown> }> }>(await call(admin, 'GET', '/api/faq-entries?topic=yachts')).items;
    expect(yachts[0]).toMatchObject({ anchor: 'night-pick-up', translations: { en: { question: 'Can I board at night?' } } });
    expect(yachts[0]!.translations.ru).toBeUndefined();
    expect(json<{ items: Array<{ anchor: string }> }>(await call(admin, 'GET', '/api/faq-entries?search=board%20night')).items.map((item) => item.anchor)).toEqual(['night-pick-up']);
    expect(json(await call(admin, 'POST', '/api/faq-entries/delete', { entries: [id] }))).toEqual({ deleted: 1 });
    expect((await call(admin, 'GET', `/api/faq-entries/${id}`)).statusCode).toBe(404);
  });

  it('is for the admins: a company and a driver get 403 before the body', async () => {
    for (const token of [supplier, driver]) {
      expect((await call(token, 'GET', '/api/posts')).statusCode).toBe(403);
      expect((await call(token, 'POST', '/api/posts', { nonsense: true })).statusCode).toBe(403);
      expect((await call(token, 'POST', '/api/content/preview', { markdown: 1 })).statusCode).toBe(403);
      expect((await call(token, 'GET', '/api/faq-entries')).statusCode).toBe(403);
      expect((await call(token, 'PUT', '/api/faq-entries/00000000-0000-4000-8000-000000000000', { nonsense: true })).statusCode).toBe(403);
    }
  });
});
