import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import openapiGlue from 'fastify-openapi-glue';
import { sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './errors.ts';
import { createAccountHandlers, createBearerAuth } from './handlers/accounts.ts';
import { createCatalogHandlers } from './handlers/catalog.ts';
import { createFleetHandlers } from './handlers/fleet.ts';
import type { Handlers } from './handlers/types.ts';
import { registerDevMailbox } from './plugins/dev-mailbox.ts';
import { registerCdn } from './plugins/cdn.ts';
import { registerApiDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSeo } from './plugins/seo.ts';
import { registerSpa } from './plugins/spa.ts';
import { createReadCache } from './services/read-cache.ts';

export const specificationPath = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));

export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The contract is strict: a field it does not name is refused, not silently dropped.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false, strict: false } },
  });
  const { db } = database;
  const catalogCache = createReadCache({ ttlMs: config.catalogCacheMs, maxEntries: 500 });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });

  // Uploads (avatar, identity documents) are reserved in the contract and answered 501 for now: accept
  // the content type without reading the body, so the answer is that 501 rather than a parser error.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));

  const handlers: Handlers = {
    async health() {
      try {
        await db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ok' as const };
    },
    ...createAccountHandlers(db, config),
    ...createCatalogHandlers(db, config, catalogCache),
    ...createFleetHandlers(db, config, catalogCache),
  };

  await app.register(openapiGlue, {
    specification: specificationPath,
    serviceHandlers: handlers,
    securityHandlers: { bearerAuth: createBearerAuth(db) },
  });

  if (config.apiDocs) await registerApiDocs(app);
  if (!config.production) registerDevMailbox(app, db);
  registerSeo(app, db, config);
  registerCdn(app);
  await registerSpa(app, config);
  return app;
}
