import type { FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '@/server/errors.ts';
import { listOf } from './route-hooks.ts';

/**
 * An operation's body is taken in the media types its contract declares, and refused (415) in any other before it
 * is validated. Fastify validates a body against the schema of its own media type only: a form or plain text sent to
 * an operation that takes JSON would reach its handler unchecked (a driver setting his own `type: admin` through
 * update-user with a multipart form). Operations without a body in the contract never read one.
 */
export function refuseUndeclaredBodyTypes(route: RouteOptions): void {
  const content = (route.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;
  if (!content) return;
  const declared = new Set(Object.keys(content));
  const check = (request: FastifyRequest) => {
    if (request.body === undefined || declared.has(request.mediaType ?? '')) return Promise.resolve();
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `This operation takes a body of type ${[...declared].join(' or ')} only.`);
  };
  route.preValidation = [...listOf(route.preValidation), check] as RouteOptions['preValidation'];
}
