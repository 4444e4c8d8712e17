import { beforeAll, describe, expect, it } from 'vitest';
import { ensureContent } from '@/server/seed/content.ts';
import { blogPosts } from '@/server/seed/data/blog.ts';
import { faq } from '@/server/seed/data/faq.ts';
import { databaseLabel, useTestServer, type Query, type Schemas } from '@/tests/support/server.ts';

const server = useTestServer();
beforeAll(async () => {
  await ensureContent(server.database.db);
});

const blog = async (query: Query<'/api/blog'>) => (await server.GET('/api/blog', { params: { query } })).data!;
const blogPost = (slug: string, language?: Schemas['Language']) => server.GET('/api/blog/{slug}', { params: { path: { slug }, query: language ? { language } : {} } });
const faqFor = async (query: Query<'/api/faq'>) => (await server.GET('/api/faq', { params: { query } })).data!;

const inLanguage = (language: 'en' | 'fr' | 'ru') => blogPosts.filter((post) => post.translations[language]);

describe(`blog on ${databaseLabel}`, () => {
  it('lists the posts written in the reader\'s language, newest first, a page at a time', async () => {
    const french = inLanguage('fr');
    const first = await blog({ language: 'fr', size: 5 });
    expect(first.total).toBe(french.length);
    expect(first.items).toHaveLength(5);
    expect(first.items.every((post) => post.language === 'fr')).toBe(true);
    const newest = [...french].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((post) => post.slug);
    expect(first.items.map((post) => post.slug)).toEqual(newest.slice(0, 5));
    const last = await blog({ language: 'fr', size: 5, page: Math.ceil(french.length / 5) });
    expect(last.items.map((post) => post.slug)).toEqual(newest.slice(5 * (Math.ceil(french.length / 5) - 1)));
    const beyond = await blog({ language: 'fr', size: 5, page: 99 });
    expect(beyond).toMatchObject({ items: [], total: french.length });
    // The French-only post is not in the English list.
    const english = await blog({ language: 'en', size: 100 });
    expect(english.items.map((post) => post.slug)).not.toContain('nice-markets-guide');
    expect(english.items).toHaveLength(inLanguage('en').length);
  });

  it('gives each post a reading time, a cover under the CDN and the author\'s role in the reader\'s language', async () => {
    const { items } = await blog({ language: 'ru', size: 100 });
    for (const post of items) {
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
      expect(post.cover).toMatch(/^\/cdn\/blog\/[a-z]+-[0-9a-f]{6}\.svg$/);
      expect(post.author.role).toMatch(/[\u0400-\u04FF]/);
    }
    // An image of the CDN: outside the contract's API, asked raw.
    const cover = await server.inject({ method: 'GET', url: items[0]!.cover });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
  });

  it('renders a post\'s Markdown to HTML, with its languages and related posts in the reader\'s language', async () => {
    const { response, data } = await blogPost('driving-the-riviera-corniches', 'fr');
    expect(response.status).toBe(200);
    const read = data!;
    expect(read.language).toBe('fr');
    expect(read.languages).toEqual(['en', 'fr', 'ru']);
    expect(read.html).toMatch(/<h2>/);
    expect(read.html).not.toMatch(/^## /m);
    expect(read.author.bio).not.toBe('');
    expect(read.related).toHaveLength(3);
    expect(read.related.every((other) => other.language === 'fr' && other.slug !== read.slug)).toBe(true);
  });

  it('falls back to another language only when the post is not written in the reader\'s, and says which', async () => {
    const onlyFrench = (await blogPost('nice-markets-guide', 'en')).data!;
    expect(onlyFrench.language).toBe('fr');
    expect(onlyFrench.languages).toEqual(['fr']);
    const onlyRussian = (await blogPost('documents-and-payment-cards-for-riviera-car-rental', 'fr')).data!;
    expect(onlyRussian.language).toBe('ru');
    expect((await blogPost('nice-markets-guide', 'fr')).data!.language).toBe('fr');
  });

  it('answers 404 for a slug that is no post, and 400 for one that cannot be a slug', async () => {
    expect((await blogPost('no-such-post', 'en')).response.status).toBe(404);
    expect((await blogPost('no-such-post')).error).toMatchObject({ code: 'NOT_FOUND' });
    expect((await blogPost('Not a slug')).response.status).toBe(400);
  });
});

describe(`help centre on ${databaseLabel}`, () => {
  it('lists every answer by topic, in the contract\'s order, in the reader\'s language', async () => {
    const entries = await faqFor({ language: 'ru' });
    expect(entries.map((entry) => entry.anchor)).toEqual(faq.map((entry) => entry.anchor));
    expect(entries[0]!.question).toBe(faq[0]!.question.ru);
    expect(entries.every((entry) => entry.html.startsWith('<'))).toBe(true);
  });

  it('finds the answers holding every word typed, in any case, in the reader\'s language only', async () => {
    const deposit = await faqFor({ language: 'en', q: 'DEPOSIT' });
    expect(deposit.length).toBeGreaterThan(0);
    expect(deposit.length).toBeLessThan(faq.length);
    for (const entry of deposit) expect(`${entry.question} ${entry.html}`.toLowerCase()).toContain('deposit');
    const both = await faqFor({ language: 'en', q: 'deposit card' });
    expect(both.length).toBeLessThanOrEqual(deposit.length);
    for (const entry of both) expect(`${entry.question} ${entry.html}`.toLowerCase()).toMatch(/card/);
    // The French word for deposit is not searched in English.
    expect(await faqFor({ language: 'en', q: 'caution' })).toEqual([]);
    expect((await faqFor({ language: 'fr', q: 'caution' })).length).toBeGreaterThan(0);
    // LIKE's own characters are searched as themselves.
    expect(await faqFor({ language: 'en', q: '%' })).toEqual([]);
  });
});
