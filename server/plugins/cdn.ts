import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '@/server/errors.ts';
import { drawImage, type ImageFamily } from '@/server/services/images/index.ts';

/** Each file name always draws the same image, so it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The default CDN (CDN_URL=/cdn): the catalogue's drawings and the blog's covers, generated from the file name. Always
 * registered, even when CDN_URL points elsewhere: it costs nothing and a CDN may pull from it.
 * Compression comes from the app's compress plugin.
 */
export function registerCdn(app: FastifyInstance) {
  for (const family of ['cars', 'yachts', 'suppliers', 'blog'] as const satisfies ImageFamily[]) {
    app.get<{ Params: { file: string } }>(`/cdn/${family}/:file`, async (request, reply) => {
      const result = drawImage(family, request.params.file);
      if ('error' in result) throw badRequest(result.error);
      return reply.header('Cache-Control', IMMUTABLE).type('image/svg+xml').send(result.svg);
    });
  }
  app.get('/cdn/*', () => {
    throw new AppError(404, 'NOT_FOUND', 'No such image.');
  });
}
