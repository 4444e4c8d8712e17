import type { FastifyInstance } from 'fastify';
import { defaultLanguage, languages, type Language } from '@/config/languages.ts';
import { carPath, yachtPath } from '@/domain/catalog.ts';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { CarCategory, YachtKind } from '@/openapi/generated/enums.ts';
import { listSitemapEntries } from '@/server/repositories/catalog.ts';
import { listPostLanguages } from '@/server/repositories/content.ts';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const localizedPath = (path: string, language: Language) =>
  language === defaultLanguage ? path : `/${language}${path === '/' ? '' : path}`;

/** The information pages, in every language. */
export const infoPaths = ['/about', '/membership', '/work-with-us', '/concierge', '/contact', '/help-center', '/blog', '/terms-and-conditions'];

/**
 * The public pages, each in every language it exists in with its hreflang alternates: the catalogue and the
 * information pages in all of them, a blog post in those it is written in.
 */
export async function sitemapXml(db: Db, appUrl: string): Promise<string> {
  const [{ locations, cars, yachts }, posts] = await Promise.all([listSitemapEntries(db), listPostLanguages(db)]);
  const paths = [
    '/',
    ...infoPaths,
    '/yachts',
    '/all-cars',
    '/location-on-map',
    ...locations.map((l) => `/cities/${l.slug}`),
    ...locations.map((l) => `/all-cars/${l.slug}`),
    ...CarCategory.map((c) => `/all-cars/category/${c}`),
    ...YachtKind.map((k) => `/all-yachts/category/${k}`),
    ...cars.map((c) => carPath({ _id: c.id, brand: c.brand, model: c.model })),
    ...yachts.map((y) => yachtPath({ _id: y.id, brand: y.brand, model: y.model })),
  ];
  const entries: { path: string; in: readonly Language[] }[] = [
    ...paths.map((path) => ({ path, in: languages })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, in: post.languages })),
  ];
  const urls = entries.flatMap(({ path, in: written }) =>
    written.map((language) => {
      // x-default: the default language's page when the post is written in it, else its first language's.
      const fallback = written.includes(defaultLanguage) ? defaultLanguage : written[0]!;
      const alternates = written
        .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(appUrl + localizedPath(path, alt))}"/>`)
        .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(appUrl + localizedPath(path, fallback))}"/>`)
        .join('');
      return `<url><loc>${escapeXml(appUrl + localizedPath(path, language))}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function registerSeo(app: FastifyInstance, db: Db, config: Config) {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dev/\n\nSitemap: ${config.appUrl}/sitemap.xml\n`),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml').header('Cache-Control', 'public, max-age=3600').send(await sitemapXml(db, config.appUrl)),
  );
}
