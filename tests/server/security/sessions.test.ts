import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { newToken } from '@/server/services/secrets.ts';
import { clearToken, writeToken } from '@/src/core/storage.ts';
import { tokenCookieName } from '@/shared/storage-keys.ts';
import { createActiveUser, databaseLabel, useTestServer, type Caller } from '@/tests/support/server.ts';
import { contractOperations, rows } from './world.ts';

/**
 * ASVS 5.0 V7, session management, and the parts of V3 about how the session travels (its cookie, cross-site
 * requests). Other proofs: tests/server/accounts.test.ts (sign-out revokes the token; 30 days when staying
 * connected; a password reset signs every session out), account-settings.test.ts (a password change signs the
 * other devices out; sign out of every device, by the user or an admin), suspension.test.ts, email-change.test.ts.
 */
const server = useTestServer();
beforeEach(() => server.reset());

/** Jane's sign-in, from a browser that sends `caller`'s token (or cookie) along, or nothing. */
const signIn = (caller?: Caller, headers: Record<string, string> = {}) =>
  server.as(caller, { headers }).POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email: 'jane@example.org', password: 'secret123' } });
const validity = async (token: string) => (await server.as(token).POST('/api/validate-access-token')).response.status;

describe(`sessions (ASVS V7) on ${databaseLabel}`, () => {
  it('V7.2.1 refuses calls with no token, a malformed one, an unknown one or a revoked one', async () => {
    const jane = await createActiveUser(server);
    await server.as(jane).POST('/api/sign-out');
    for (const authorization of [undefined, 'Basic abc', 'Bearer', `Bearer ${'x'.repeat(43)}`, `Bearer ${jane.token}`]) {
      const { response, error } = await server
        .as(undefined, { headers: authorization ? { authorization } : {} })
        .GET('/api/user/{id}', { params: { path: { id: jane._id } } });
      expect(response.status).toBe(401);
      expect(error).toEqual({ code: 'UNAUTHORIZED', message: 'A valid bearer token is required.' });
    }
  });

  it('V7.2.3 makes each session token of 256 bits from a CSPRNG (node:crypto randomBytes), all different', async () => {
    await createActiveUser(server);
    const issued = await Promise.all([1, 2, 3, 4, 5].map(async () => (await signIn()).data!.token));
    for (const token of issued) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(issued).size).toBe(issued.length);
    // The maker of every token (sessions and emailed links) reads the operating system's CSPRNG...
    expect(newToken.toString()).toMatch(/randomBytes\)?\(32\)/);
    // ...and what it makes looks like it: a thousand tokens, all different, their bits ones half the time (±10 sigma).
    const many = Array.from({ length: 1000 }, newToken);
    expect(new Set(many).size).toBe(1000);
    const bits = many.map((token) => Buffer.from(token, 'base64url')).reduce((sum, bytes) => sum + [...bytes].reduce((n, byte) => n + byte.toString(2).replaceAll('0', '').length, 0), 0);
    expect(Math.abs(bits / (1000 * 256) - 0.5)).toBeLessThan(0.01);
  });

  it('V7.2.4 gives a new session token at each sign-in, and ends the one the browser still sent', async () => {
    const jane = await createActiveUser(server);
    const phone = (await signIn()).data!.token;
    const again = await signIn(jane);
    expect(again.response.status).toBe(200);
    const fresh = again.data!.token;
    expect(fresh).not.toBe(jane.token);
    expect(await validity(jane.token)).toBe(401);
    expect(await validity(fresh)).toBe(200);
    // Another device, which sent nothing, keeps its own session.
    expect(await validity(phone)).toBe(200);
  });

  it('V7.3.2 keeps the end of a session where sign-in set it (a day), however much it is used', async () => {
    const jane = await createActiveUser(server);
    const ends = async () => (await rows<{ expires_at: string | Date }>(server, sql`select expires_at from sessions where revoked_at is null`)).map((row) => new Date(row.expires_at).getTime());
    const [before] = await ends();
    expect(before! - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    for (let i = 0; i < 3; i += 1) expect(await validity(jane.token)).toBe(200);
    await server.as(jane).GET('/api/user/{id}', { params: { path: { id: jane._id } } });
    expect(await ends()).toEqual([before]);
  });

  it('V7.4.1 refuses an expired session token', async () => {
    const jane = await createActiveUser(server);
    await server.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect(await validity(jane.token)).toBe(401);
  });
});

describe(`how the session token travels (ASVS V3) on ${databaseLabel}`, () => {
  it('V3.5.1 never takes the session from a cookie: a cross-site request carrying only the token cookie is refused', async () => {
    const jane = await createActiveUser(server);
    const cookie = `${tokenCookieName}=${jane.token}`;
    const cookieOnly = await server.as({ cookie }).GET('/api/user/{id}', { params: { path: { id: jane._id } } });
    expect(cookieOnly.response.status).toBe(401);
    const signOut = await server.as({ cookie }, { headers: { origin: 'https://evil.example' } }).POST('/api/sign-out');
    expect(signOut.response.status).toBe(401);
    expect(await validity(jane.token)).toBe(200);
  });

  it('V3.5.3 changes nothing by GET: every GET operation of the contract reads, but the start of a Google sign-in', () => {
    const gets = contractOperations().filter((operation) => operation.method === 'GET').map((operation) => operation.operationId);
    expect(gets.length).toBeGreaterThan(30);
    // googleAuth stores a sign-in's state (hashed) and binds the browser with a cookie: nothing of an account changes.
    expect(gets.filter((id) => !/^(get|list|search|stream|check|health)/.test(id))).toEqual(['googleAuth']);
  });

  describe('the token cookie, which the app writes (src/core/storage.ts) and reads to send the token as a Bearer', () => {
    const written: string[] = [];
    const useBrowser = (protocol: 'https:' | 'http:') => {
      written.length = 0;
      vi.stubGlobal('document', { get cookie() { return ''; }, set cookie(value: string) { written.push(value); } });
      vi.stubGlobal('location', { protocol });
    };
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('V3.3.2 writes it SameSite=Lax with Path=/, Secure on HTTPS (V3.3.1), until the session ends', () => {
      useBrowser('https:');
      const expiresAt = new Date(Date.now() + 86_400_000);
      writeToken('a-token', expiresAt.toISOString());
      const attributes = written[0]!.split('; ');
      expect(attributes[0]).toBe(`${tokenCookieName}=a-token`);
      expect(attributes).toEqual(expect.arrayContaining(['SameSite=Lax', 'Path=/', 'Secure', `Expires=${expiresAt.toUTCString()}`]));
      clearToken();
      expect(written[1]!.split('; ')).toEqual(expect.arrayContaining([`${tokenCookieName}=`, 'Max-Age=0', 'SameSite=Lax', 'Path=/', 'Secure']));
      // Served over plain HTTP (development only: production sends HSTS), a Secure cookie would not be kept at all.
      useBrowser('http:');
      writeToken('a-token', expiresAt);
      expect(written[0]!.split('; ')).not.toContain('Secure');
    });

    it("V3.3.4 hands the token in the sign-in answer's body and sets no cookie with it: the app's script keeps it (the spec's choice)", async () => {
      await createActiveUser(server);
      const { response, data } = await signIn();
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(data!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });
  });
});
