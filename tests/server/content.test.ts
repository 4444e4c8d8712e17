import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureContent } from '@/server/seed/content.ts';
import { blogPosts } from '@/server/seed/data/blog.ts';
import { faq } from '@/server/seed/data/faq.ts';
import { databaseLabel, json, startTestServer, type TestServer } from '@/tests/support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await ensureContent(server.database.db);
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
type Summary = { slug: string; language: string; publishedAt: string; readingMinutes: number; cover: string; title: string; author: { name: string; role: string } };
type Post = Summary & { html: string; languages: string[]; related: Summary[]; author: { bio: string } };

const inLanguage = (language: 'en' | 'fr' | 'ru') => blogPosts.filter((post) => post.translations[language]);

describe(`blog on ${databaseLabel}`, () => {
  it('lists the posts written in the reader\'s language, newest first, a page at a time', async () => {
    const french = inLanguage('fr');
    const first = json<{ items: Summary[]; total: number; page: number; size: number }>(await get('/api/blog?language=fr&size=5'));
    expect(first.total).toBe(french.length);
    expect(first.items).toHaveLength(5);
    expect(first.items.every((post) => post.language === 'fr')).toBe(true);
    const newest = [...french].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((post) => post.slug);
    expect(first.items.map((post) => post.slug)).toEqual(newest.slice(0, 5));
    const last = json<{ items: Summary[]; total: number }>(await get(`/api/blog?language=fr&size=5&page=${Math.ceil(french.length / 5)}`));
    expect(last.items.map((post) => post.slug)).toEqual(newest.slice(5 * (Math.ceil(french.length / 5) - 1)));
    const beyond = json<{ items: Summary[]; total: number }>(await get('/api/blog?language=fr&size=5&page=99'));
    expect(beyond).toMatchObject({ items: [], total: french.length });
    // The French-only post is not in the English list.
    const english = json<{ items: Summary[] }>(await get('/api/blog?language=en&size=100'));
    expect(english.items.map((post) => post.slug)).not.toContain('nice-markets-guide');
    expect(english.items).toHaveLength(inLanguage('en').length);
  });

  it('gives each post a reading time, a cover under the CDN and the author\'s role in the reader\'s language', async () => {
    const { items } = json<{ items: Summary[] }>(await get('/api/blog?language=ru&size=100'));
    for (const post of items) {
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
      expect(post.cover).toMatch(/^\/cdn\/blog\/[a-z]+-[0-9a-f]{6}\.svg$/);
      expect(post.author.role).toMatch(/[\u0400-\u04FF]/);
    }
    const cover = await get(items[0]!.cover);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
  });

  it('renders a post\'s Markdown to HTML, with its languages and related posts in the reader\'s language', async () => {
    const response = await get('/api/blog/driving-the-riviera-corniches?language=fr');
    expect(response.statusCode).toBe(200);
    const post = json<Post>(response);
    expect(post.language).toBe('fr');
    expect(post.languages).toEqual(['en', 'fr', 'ru']);
    expect(post.html).toMatch(/<h2>/);
    expect(post.html).not.toMatch(/^## /m);
    expect(post.author.bio).not.toBe('');
    expect(post.related).toHaveLength(3);
    expect(post.related.every((other) => other.language === 'fr' && other.slug !== post.slug)).toBe(true);
  });

  it('falls back to another language only when the post is not written in the reader\'s, and says which', async () => {
    const onlyFrench = json<Post>(await get('/api/blog/nice-markets-guide?language=en'));
    expect(onlyFrench.language).toBe('fr');
    expect(onlyFrench.languages).toEqual(['fr']);
    const onlyRussian = json<Post>(await get('/api/blog/documents-and-payment-cards-for-riviera-car-rental?language=fr'));
    expect(onlyRussian.language).toBe('ru');
    expect(json<Post>(await get('/api/blog/nice-markets-guide?language=fr')).language).toBe('fr');
  });

  it('answers 404 for a slug that is no post, and 400 for one that cannot be a slug', async () => {
    expect((await get('/api/blog/no-such-post?language=en')).statusCode).toBe(404);
    expect(json(await get('/api/blog/no-such-post'))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/api/blog/Not%20a%20slug')).statusCode).toBe(400);
  });
});

describe(`help centre on ${databaseLabel}`, () => {
  type Entry = { anchor: string; topic: string; question: string; html: string };

  it('lists every answer by topic, in the contract\'s order, in the reader\'s language', async () => {
    const entries = json<Entry[]>(await get('/api/faq?language=ru'));
    expect(entries.map((entry) => entry.anchor)).toEqual(faq.map((entry) => entry.anchor));
    expect(entries[0]!.question).toBe(faq[0]!.question.ru);
    expect(entries.every((entry) => entry.html.startsWith('<'))).toBe(true);
  });

  it('finds the answers holding every word typed, in any case, in the reader\'s language only', async () => {
    const deposit = json<Entry[]>(await get('/api/faq?language=en&q=DEPOSIT'));
    expect(deposit.length).toBeGreaterThan(0);
    expect(deposit.length).toBeLessThan(faq.length);
    for (const entry of deposit) expect(`${entry.question} ${entry.html}`.toLowerCase()).toContain('deposit');
    const both = json<Entry[]>(await get(`/api/faq?language=en&q=${encodeURIComponent('deposit card')}`));
    expect(both.length).toBeLessThanOrEqual(deposit.length);
    for (const entry of both) expect(`${entry.question} ${entry.html}`.toLowerCase()).toMatch(/card/);
    // The French word for deposit is not searched in English.
    expect(json<Entry[]>(await get('/api/faq?language=en&q=caution'))).toEqual([]);
    expect(json<Entry[]>(await get('/api/faq?language=fr&q=caution')).length).toBeGreaterThan(0);
    // LIKE's own characters are searched as themselves.
    expect(json<Entry[]>(await get('/api/faq?language=en&q=%25'))).toEqual([]);
  });
});
