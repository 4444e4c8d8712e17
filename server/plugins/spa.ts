import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built SPA: hashed assets cached for a year, index.html always revalidated, and every
 * unknown non-API path answered with index.html so the router can show the page (or its 404).
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are routed below (hashed assets) and in the not-found handler (the rest), so that routes
      // of the app's own (robots.txt, sitemap.xml) never clash with a file of the build.
      serve: false,
      index: false,
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
    if (hasBuild && !path.extname(url)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    if (hasBuild) {
      const file = path.join(distDir, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
      if (file.startsWith(distDir) && existsSync(file)) return reply.sendFile(path.relative(distDir, file));
    }
    return reply.code(404).type('text/plain').send(hasBuild ? 'Not found' : 'The app is not built: run `npm run build`.');
  });
}
