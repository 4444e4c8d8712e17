import { beforeAll, describe, expect, it } from 'vitest';
import { cars as seedCars } from '@/server/seed/data/cars.ts';
import { yachts as seedYachts } from '@/server/seed/data/yachts.ts';
import { seedIfEmpty } from '@/server/seed/seed.ts';
import { databaseLabel, useTestServer } from '@/tests/support/server.ts';

const server = useTestServer({ appUrl: 'https://azura.example' });
beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: false });
});
/** The files for robots: outside the contract's API, asked raw. */
const file = (url: string) => server.inject({ method: 'GET', url });

describe(`SEO files on ${databaseLabel}`, () => {
  it('serves robots.txt pointing at the sitemap and keeping robots out of the API', async () => {
    const response = await file('/robots.txt');
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: https://azura.example/sitemap.xml');
  });

  it('lists cities, categories, the cars and yachts offered (not those made unavailable) in every language with hreflang alternates', async () => {
    const response = await file('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain('https://azura.example/');
    expect(locs).toContain('https://azura.example/fr');
    expect(locs).toContain('https://azura.example/ru/cities/monaco');
    expect(locs).toContain('https://azura.example/fr/all-cars/category/electric');
    expect(locs.filter((l) => /\/cars\/[^/]+\/[^/]+\/[0-9a-f-]{36}$/.test(l))).toHaveLength(seedCars.filter((car) => car.available).length * 3);
    expect(locs.filter((l) => /\/yachts\/[^/]+\/[^/]+\/[0-9a-f-]{36}$/.test(l))).toHaveLength(seedYachts.filter((yacht) => yacht.available).length * 3);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toContain('hreflang="ru" href="https://azura.example/ru/cities/nice"');
    expect(xml).toContain('hreflang="x-default" href="https://azura.example/cities/nice"');
  });

  it('lists the information pages in every language, and each blog post in the languages it is written in', async () => {
    const xml = (await file('/sitemap.xml')).body;
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    const locs = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)![1]!);
    for (const path of ['/about', '/membership', '/work-with-us', '/concierge', '/contact', '/help-center', '/blog']) {
      expect(locs).toEqual(expect.arrayContaining([`https://azura.example${path}`, `https://azura.example/fr${path}`, `https://azura.example/ru${path}`]));
    }
    expect(locs.filter((l) => l.endsWith('/blog/driving-the-riviera-corniches'))).toHaveLength(3);
    // Written in French only: one address, whose only alternate (and x-default) is itself.
    const markets = urls.filter((url) => url.includes('/blog/nice-markets-guide'));
    expect(markets).toHaveLength(1);
    expect(markets[0]).toContain('<loc>https://azura.example/fr/blog/nice-markets-guide</loc>');
    expect(markets[0]).not.toContain('hreflang="en"');
    expect(markets[0]).toContain('hreflang="x-default" href="https://azura.example/fr/blog/nice-markets-guide"');
  });
});
