import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mapTileMeta, type MapTiles } from '../../config/map-tiles.ts';
import type { Config } from '../config.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with the server's settings the app reads at run time (the map's tiles) as meta tags. */
function withPageSettings(html: string, mapTiles: MapTiles): string {
  const meta = (Object.keys(mapTileMeta) as (keyof MapTiles)[])
    .map((key) => `<meta name="${mapTileMeta[key]}" content="${escapeAttribute(mapTiles[key])}" />`)
    .join('');
  return html.replace('</head>', `${meta}</head>`);
}

interface IndexPage {
  mtimeMs: number;
  html: string;
  etag: string;
}

/**
 * index.html with the settings, and its ETag (browsers revalidate it without downloading it again).
 * Written and hashed once per build: each request only looks at the file's time, so a new build is
 * served at once.
 */
function createIndexPage(distDir: string, mapTiles: MapTiles) {
  const file = path.join(distDir, 'index.html');
  let page: IndexPage | undefined;
  return async function send(request: FastifyRequest, reply: FastifyReply) {
    const { mtimeMs } = await stat(file);
    if (page?.mtimeMs !== mtimeMs) {
      const html = withPageSettings(await readFile(file, 'utf8'), mapTiles);
      page = { mtimeMs, html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
    }
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).type('text/html');
    return request.headers['if-none-match'] === page.etag ? reply.code(304).send() : reply.send(page.html);
  };
}

/**
 * The built SPA: hashed assets cached for a year, index.html always revalidated, and every
 * unknown non-API path answered with index.html so the router can show the page (or its 404).
 */
export async function registerSpa(app: FastifyInstance, { distDir, mapTiles }: Pick<Config, 'distDir' | 'mapTiles'>) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const sendIndex = createIndexPage(distDir, mapTiles);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are routed below (hashed assets) and in the not-found handler (the rest), so that routes
      // of the app's own (robots.txt, sitemap.xml) never clash with a file of the build.
      serve: false,
      index: false,
      // The build writes a brotli and a gzip copy of its scripts and styles (vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        const relative = path.relative(distDir, filePath);
        res.header('Cache-Control', relative === 'index.html' ? 'no-cache' : relative.startsWith('assets' + path.sep) ? IMMUTABLE : 'public, max-age=3600');
      },
    });
    app.get('/assets/*', (request, reply) => reply.sendFile(`assets/${(request.params as { '*': string })['*']}`));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${url}.` });
    }
    if (hasBuild && (!path.extname(url) || url === '/index.html')) {
      return sendIndex(request, reply);
    }
    if (hasBuild) {
      const file = path.join(distDir, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
      if (file.startsWith(distDir) && existsSync(file)) return reply.sendFile(path.relative(distDir, file));
    }
    return reply.code(404).type('text/plain').send(hasBuild ? 'Not found' : 'The app is not built: run `npm run build`.');
  });
}
