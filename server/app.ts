import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import openapiGlue from 'fastify-openapi-glue';
import { sql } from 'drizzle-orm';
import { loadContract } from '@/openapi/contract.ts';
import { createAccessChecks, secureRoute } from './access-checks.ts';
import type { Config } from './config.ts';
import { loggerOptions } from './logging.ts';
import type { Database } from './db/client.ts';
import { AppError } from './errors.ts';
import { createAccountSettingsHandlers } from './handlers/account-settings.ts';
import { createAccountHandlers, createBearerAuth } from './handlers/accounts.ts';
import { createAvatarHandlers } from './handlers/avatars.ts';
import { createBookingHandlers } from './handlers/bookings.ts';
import { createCatalogHandlers } from './handlers/catalog.ts';
import { createContentHandlers } from './handlers/content.ts';
import { createDocumentHandlers, DOCUMENT_MAX_BYTES } from './handlers/documents.ts';
import { createUserAdminHandlers } from './handlers/users.ts';
import { createContentAdminHandlers } from './handlers/content-admin.ts';
import { createCouponHandlers } from './handlers/coupons.ts';
import { createPlaceHandlers } from './handlers/places.ts';
import { createBackOfficeSearchHandlers } from './handlers/back-office-search.ts';
import { createSupplierAdminHandlers } from './handlers/supplier-admin.ts';
import { createInboxHandlers } from './handlers/inbox.ts';
import { createFleetHandlers } from './handlers/fleet.ts';
import { createFleetImageHandlers } from './handlers/fleet-images.ts';
import { createFleetCalendarHandlers } from './handlers/fleet-calendar.ts';
import { createSupplierHandlers } from './handlers/suppliers.ts';
import { createGoogleSignInHandlers } from './handlers/google-sign-in.ts';
import { createNotificationHandlers } from './handlers/notifications.ts';
import { createPaymentHandlers } from './handlers/payments.ts';
import { createSignInCodeHandlers } from './handlers/sign-in-code.ts';
import { createTeamHandlers } from './handlers/team.ts';
import type { Handlers, OperationId } from './handlers/types.ts';
import { registerAvatars } from './plugins/avatars.ts';
import { registerImages } from './plugins/images.ts';
import { registerDevMailbox } from './plugins/dev-mailbox.ts';
import { registerCdn } from './plugins/cdn.ts';
import { registerApiDocs } from './plugins/docs.ts';
import { refuseUndeclaredBodyTypes } from './plugins/body-types.ts';
import { refuseUnstorableText } from './plugins/text-input.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSeo } from './plugins/seo.ts';
import { registerSpa } from './plugins/spa.ts';
import { contractValidators } from './plugins/validators.ts';
import { noticeBookingPaid, noticePaymentFailed } from './services/booking-notices.ts';
import { startBookingExpiry } from './services/booking-expiry.ts';
import { startNotificationHub } from './services/notification-hub.ts';
import { createPaymentProvider, type PaymentProvider } from './services/payments/index.ts';
import { createReadCache } from './services/read-cache.ts';
import { registerAccessRefusedLog } from './services/security-log.ts';

/** Parts a caller may hand in instead of those the configuration names (tests count the sandbox's charges). */
export interface AppServices {
  paymentProvider?: PaymentProvider;
  /** How the server reaches other services (the captcha's check, the IP look-up): tests answer in their place. */
  fetch?: typeof fetch;
  /** Where the log goes instead of stdout (tests read what it holds). */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: Config, database: Database, services: AppServices = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, services.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request, headers and body, arrives within REQUEST_TIMEOUT_MS (its headers within a third of it), else 408 and
    // its connection is closed; Node looks at the open connections every second for it.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: Math.ceil(config.requestTimeoutMs / 3), connectionsCheckingInterval: 1000 },
    // The contract is strict (a field it does not name is refused, not silently dropped); a body is never coerced.
    schemaController: contractValidators,
  });
  const { db } = database;
  const catalogCache = createReadCache({ ttlMs: config.catalogCacheMs, maxEntries: 500 });

  registerErrorHandling(app);
  registerAccessRefusedLog(app, db);
  await registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });

  // A form's fields and its one file become the body (a file as a Buffer), so the contract validates them as
  // it does JSON bodies; the file is at most the identity image's size (413 beyond).
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 1, fields: 5, fileSize: DOCUMENT_MAX_BYTES } });
  // The glue checks that every media type of the contract has a body parser, responses' included: the event
  // stream (streamNotifications) and the images of identity documents (getDocumentImage) are only ever answered,
  // so a request body of those types is refused.
  app.addContentTypeParser(['text/event-stream', 'image/jpeg', 'image/png', 'image/webp'], (_request, _payload, done) => {
    done(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This media type is not accepted as a request body.'), undefined);
  });

  // Live notifications: this instance's one LISTEN connection and its open streams. The streams end before the server
  // closes (preClose: it waits for open connections), the listener after.
  const hub = await startNotificationHub(database, app.log, config.notificationStreams);
  app.addHook('preClose', (done) => {
    hub.endStreams();
    done();
  });
  app.addHook('onClose', async () => hub.stop());
  const bearerAuth = createBearerAuth(db);

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
    ...createAccountSettingsHandlers(db, config),
    ...createAvatarHandlers(db),
    ...createSignInCodeHandlers(db),
    ...createGoogleSignInHandlers(db, config),
    ...createCatalogHandlers(db, config, catalogCache),
    ...createContentHandlers(db, config),
    ...createContentAdminHandlers(db, config),
    ...createTeamHandlers(db, config, { fetch: services.fetch }),
    ...createFleetHandlers(db, config, catalogCache),
    ...createFleetImageHandlers(db, catalogCache),
    ...createFleetCalendarHandlers(db, config),
    ...createSupplierHandlers(db, config, catalogCache),
    ...createSupplierAdminHandlers(db, config, catalogCache),
    ...createBookingHandlers(db, config, catalogCache),
    ...createDocumentHandlers(db),
    ...createUserAdminHandlers(db),
    ...createCouponHandlers(db),
    ...createPlaceHandlers(db, catalogCache),
    ...createBackOfficeSearchHandlers(db),
    ...createInboxHandlers(db),
    ...createNotificationHandlers(db, config, hub, bearerAuth),
    ...createPaymentHandlers(db, config, services.paymentProvider ?? createPaymentProvider(config), catalogCache, {
      onPaid: (tx, bookingId) => noticeBookingPaid(tx, bookingId, { appUrl: config.appUrl }),
      onRefused: (tx, bookingId) => noticePaymentFailed(tx, bookingId, { appUrl: config.appUrl }),
    }),
  };

  // Operations with `security` authenticate and check access before their body is read (server/access.ts).
  const accessChecks = createAccessChecks(db);
  app.addHook('onRoute', (route) => {
    secureRoute(route, accessChecks);
    // After the access checks: a stranger is refused before his body's type is looked at.
    refuseUndeclaredBodyTypes(route);
    refuseUnstorableText(route);
  });
  await app.register(openapiGlue, {
    // The bundled contract (openapi/contract.ts): the hand-written files, each $ref resolved by npm run gen:api.
    specification: loadContract(),
    // Each route carries its operationId, which secureRoute reads.
    operationResolver: (operationId) => {
      const handler = handlers[operationId as OperationId] as (...args: unknown[]) => unknown;
      if (!handler) throw new Error(`No handler for the operation ${operationId}.`);
      return { handler: handler.bind(handlers), config: { operationId } } as unknown as RouteOptions;
    },
    securityHandlers: { bearerAuth },
  });

  // Unpaid pay-online bookings free their dates after their deadline; what searches offer changes with them.
  const expiry = startBookingExpiry(db, app.log, () => catalogCache.clear(), { appUrl: config.appUrl });
  app.addHook('onClose', (_instance, done) => {
    expiry.stop();
    done();
  });

  if (config.apiDocs) await registerApiDocs(app);
  if (!config.production) registerDevMailbox(app, db);
  registerSeo(app, db, config);
  registerCdn(app);
  registerAvatars(app, db);
  registerImages(app, db);
  await registerSpa(app, config);
  return app;
}
