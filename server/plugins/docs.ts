import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { loadContract } from '@/openapi/contract.ts';

const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The contract, browsable at /api/docs; the viewer's files come from npm and are served from here. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(async (scope) => {
    await scope.register(swagger, { mode: 'static', specification: { document: loadContract() as unknown as StaticDocumentSpec['document'] } });
    await scope.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI's own policy allows a remote validator badge and https fonts; ours stays at 'self'.
      transformStaticCSP: () => DOCS_CSP,
      // showExtensions: each operation shows its x-roles, who may call it.
      uiConfig: { deepLinking: true, validatorUrl: null, showExtensions: true },
    });
  });
}
