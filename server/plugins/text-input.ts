import type { FastifyRequest, RouteOptions } from 'fastify';
import { badRequest } from '@/server/errors.ts';
import { listOf } from './route-hooks.ts';

/** The one character PostgreSQL refuses in text (a Node string is always sent as valid UTF-8; U+0000 is not storable). */
const UNSTORABLE = '\u0000';

/** Where in `value` the first text with an unstorable character is (`body/fullName`, `querystring/q`), if anywhere. */
export function unstorableTextAt(value: unknown, where: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(UNSTORABLE) ? where : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 32) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(UNSTORABLE)) return `${where}/${key.replaceAll(UNSTORABLE, '\\u0000')}`;
    const found = unstorableTextAt(inner, `${where}/${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Text that PostgreSQL cannot store or compare (U+0000, `?q=a%00`) is refused as invalid (400, the field named) before
 * the contract's validation and before any query, in the address and in the body; it once reached the database and
 * answered 500. Every operation of the contract.
 */
export function refuseUnstorableText(route: RouteOptions): void {
  if (!(route.config as { operationId?: string } | undefined)?.operationId) return;
  const check = (request: FastifyRequest) => {
    const found =
      unstorableTextAt(request.params, 'params') ?? unstorableTextAt(request.query, 'querystring') ?? unstorableTextAt(request.body, 'body');
    if (found) throw badRequest(`${found} may not contain the character U+0000.`);
    return Promise.resolve();
  };
  route.preValidation = [check, ...listOf(route.preValidation)] as RouteOptions['preValidation'];
}
