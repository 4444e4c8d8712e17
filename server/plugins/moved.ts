import type { FastifyInstance } from 'fastify';

/**
 * Addresses that moved (issue 26, item 5: `/pictures/` became `/images/`, `/logos/` became `/supplier-avatars/`):
 * each answers a permanent redirect to its new address, the rest of its path and its query kept, so that links and
 * pages cached before still show what they showed. Whether the new address exists is its own route's answer.
 */
export function redirectMoved(app: FastifyInstance, from: string, to: string) {
  app.get(`${from}/*`, (request, reply) => reply.redirect(`${to}${request.url.slice(from.length)}`, 301));
}
