import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@/server/config.ts';
import { createPageRenderer } from './ssr.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built app: hashed assets cached for a year, and every other non-API path answered with its page,
 * rendered on the server by the app's routes (server/plugins/ssr.ts), 404 included.
 */
export async function registerSpa(app: FastifyInstance, config: Pick<Config, 'distDir' | 'mapTiles' | 'appUrl' | 'startUp'>) {
  const { distDir } = config;
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const sendPage = createPageRenderer(app, config);
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

  const apiNotFound = (request: FastifyRequest, reply: FastifyReply, url: string) =>
    reply.code(404).send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${url}.` });

  // Every other GET is a page or a file of the build: a route (not the not-found handler), so that the answer is
  // compressed like any other (@fastify/compress hooks into routes).
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') return apiNotFound(request, reply, url);
    if (hasBuild && (!path.extname(url) || url === '/index.html')) {
      return sendPage(request, reply);
    }
    if (hasBuild) {
      const file = path.join(distDir, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
      const relative = path.relative(distDir, file);
      // Dot folders hold what is not served (the server's side of the app, .ssr).
      if (file.startsWith(distDir) && !relative.split(path.sep).some((part) => part.startsWith('.')) && existsSync(file)) {
        return reply.sendFile(relative);
      }
    }
    return reply.code(404).type('text/plain').send(hasBuild ? 'Not found' : 'The app is not built: run `npm run build`.');
  });
  app.setNotFoundHandler((request, reply) => apiNotFound(request, reply, request.url.split('?')[0] ?? '/'));
}
