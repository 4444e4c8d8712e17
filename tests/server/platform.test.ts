import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from '@/server/db/migrate.ts';
import { deliverDue, type Transport } from '@/server/services/mail/outbox.ts';
import { createTransport } from '@/server/services/mail/worker.ts';
import { loadConfig } from '@/server/config.ts';
import { enqueueEmail } from '@/server/services/mail/outbox.ts';
import { purgeStaleAccountRows } from '@/server/repositories/users.ts';
import { createActiveUser, databaseLabel, mailbox, useTestServer, validSignUp } from '@/tests/support/server.ts';
import type { Schemas } from '@/openapi/types';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'azura-dist-'));
  await mkdir(path.join(dist, 'assets'));
  // Past the 1 KB under which answers are not worth compressing.
  await writeFile(path.join(dist, 'index.html'), `<!doctype html><html><body><div id="root"></div><p>${'Azura '.repeat(300)}</p></body></html>`);
  await writeFile(path.join(dist, 'assets', 'main-Ab12Cd34.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(path.join(dist, 'site.webmanifest'), '{"name":"Azura"}');
});
const server = useTestServer(() => ({ distDir: dist }));
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe(`platform on ${databaseLabel}`, () => {
  it('answers the health check', async () => {
    expect((await server.GET('/api/health')).data).toEqual({ status: 'ok' });
  });

  it('applies migrations once: a second run does nothing', async () => {
    expect(await migrate(server.database)).toEqual([]);
    const result = await server.database.db.execute(sql`select count(*)::int as n from schema_migrations`);
    expect((result as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(2);
  });

  describe('the SPA', () => {
    it('serves hashed assets with a one-year immutable cache, compressed', async () => {
      const response = await server.inject({ method: 'GET', url: '/assets/main-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('gzip');
    });

    it('answers any page path with index.html (without the server build, the browser renders it), never cached stale', async () => {
      for (const url of ['/', '/sign-in', '/fr/activate?u=1', '/some/unknown/page']) {
        const response = await server.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<div id="root">');
      }
    });

    it('compresses pages like any other answer', async () => {
      const response = await server.inject({ method: 'GET', url: '/search', headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
    });

    it('serves other files from the build and 404s unknown API paths as JSON', async () => {
      expect((await server.inject({ method: 'GET', url: '/site.webmanifest' })).body).toBe('{"name":"Azura"}');
      // No such operation in the contract: asked raw.
      const api = await server.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json<Schemas['Error']>().code).toBe('NOT_FOUND');
      expect((await server.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    });
  });

  it('shows the contract at /api/docs with the viewer served from here', async () => {
    const page = await server.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\/[^"']*\.(js|css)/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const spec = await server.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json<{ openapi: string }>().openapi).toBe('3.1.0');
  });

  describe('email', () => {
    it('writes the email in the same transaction as the sign-up, and the worker delivers it once', async () => {
      await server.reset();
      await server.POST('/api/sign-up', { body: validSignUp() });
      const [queued] = await mailbox(server.database);
      expect(queued).toMatchObject({ status: 'pending', toAddress: 'jane@example.org', kind: 'activation' });
      const sent: string[] = [];
      const transport: Transport = { name: 'test', send: (row) => {
          sent.push(row.toAddress);
          return Promise.resolve();
        },
      };
      expect(await deliverDue(server.database.db, transport)).toBe(1);
      expect(await deliverDue(server.database.db, transport)).toBe(0);
      expect(sent).toEqual(['jane@example.org']);
      const [delivered] = await mailbox(server.database);
      expect(delivered).toMatchObject({ status: 'sent', transport: 'test', attempts: 1 });
    });

    it('keeps a failed email and tries again later, never dropping it', async () => {
      await server.reset();
      await server.POST('/api/sign-up', { body: validSignUp() });
      const failing: Transport = { name: 'smtp', send: async () => Promise.reject(new Error('connection refused')) };
      expect(await deliverDue(server.database.db, failing)).toBe(0);
      const [row] = await mailbox(server.database);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      expect(await deliverDue(server.database.db, failing)).toBe(0);
      expect((await mailbox(server.database))[0]!.attempts).toBe(1);
    });

    it('has no transport in production without SMTP_URL, so mail waits in the outbox', () => {
      expect(createTransport(loadConfig({ NODE_ENV: 'production' }))).toBeUndefined();
      expect(createTransport(loadConfig({ NODE_ENV: 'development' }))?.name).toBe('dev-mailbox');
      expect(createTransport(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }))?.name).toBe('smtp');
    });

    it("leases a claimed email for OUTBOX_LEASE_SECONDS (a minute unless set), and refuses a lease that isn't whole seconds", () => {
      expect(loadConfig({}).outboxLeaseSeconds).toBe(60);
      expect(loadConfig({ OUTBOX_LEASE_SECONDS: '5' }).outboxLeaseSeconds).toBe(5);
      for (const wrong of ['0', '-3', '1.5', 'soon']) expect(() => loadConfig({ OUTBOX_LEASE_SECONDS: wrong })).toThrow(/OUTBOX_LEASE_SECONDS/);
    });

    it('lists every email with its links in the dev mailbox', async () => {
      await server.reset();
      await server.POST('/api/sign-up', { body: validSignUp({ language: 'ru' }) });
      const page = await server.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('jane@example.org');
      expect(page.body).toContain('Активируйте аккаунт Azura');
      expect(page.body).toMatch(/<a href="http:\/\/localhost:\d+\/ru\/activate\?u=[^"]+&amp;e=[^"]+&amp;t=[^"]+">/);
    });

    it('sends the whole mailbox compressed to a browser that takes it (it once answered an empty body)', async () => {
      await server.reset();
      // A page over 8 KB: smaller ones were compressed in time and came out whole.
      for (let n = 1; n <= 6; n += 1) {
        const text = `Bonjour Noé ${n},\n${'Votre réservation est confirmée. '.repeat(60)}`;
        await enqueueEmail(server.database.db, { kind: 'bookingConfirmed', to: `guest${n}@example.org`, language: 'fr', subject: `Réservation ${n}`, text, html: `<p>${text}</p>` });
      }
      // Over a real connection: the empty answer came from compressing after the handler had returned, which an
      // injected request does not show.
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}/dev/mailbox`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      const html = await response.text();
      expect(html.length).toBeGreaterThan(8192);
      expect(html).toContain('Dev mailbox (6)');
      expect(html).toContain('guest6@example.org');
    });
  });
});

describe(`maintenance on ${databaseLabel}`, () => {
  it('purges throttle records past their window, links and sessions a week past their end, codes and Google sign-ins a day old, nothing live', async () => {
    await server.reset();
    const live = await createActiveUser(server);
    const old = await createActiveUser(server, { email: 'old@example.org' });
    for (const email of ['x@example.org', 'y@example.org']) {
      await server.POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email, password: 'nope-nope' } });
    }
    await server.database.db.execute(sql`update sign_in_failures set at = now() - interval '16 minutes' where email = 'x@example.org'`);
    await server.database.db.execute(
      sql`update sessions set expires_at = now() - interval '8 days' where user_id = ${old._id}`,
    );
    await server.database.db.execute(sql`update user_tokens set used_at = now() - interval '8 days' where user_id = ${old._id}`);
    for (const email of ['jane@example.org', 'old@example.org']) await server.POST('/api/send-signin-code', { body: { email } });
    await server.database.db.execute(sql`update sign_in_codes set created_at = now() - interval '2 days' where user_id = ${old._id}`);
    await server.database.db.execute(sql`insert into google_sign_ins (state_hash, browser_hash, nonce_hash, expires_at) values
      ('old', 'b', 'n', now() - interval '2 days'), ('live', 'b', 'n', now() + interval '5 minutes')`);
    expect(await purgeStaleAccountRows(server.database.db, 15)).toEqual({ signInFailures: 1, links: 1, sessions: 1, signInCodes: 1, googleSignIns: 1 });
    const me = await server.as(live).POST('/api/validate-access-token');
    expect(me.response.status).toBe(200);
    expect(await purgeStaleAccountRows(server.database.db, 15)).toEqual({ signInFailures: 0, links: 0, sessions: 0, signInCodes: 0, googleSignIns: 0 });
  });
});
