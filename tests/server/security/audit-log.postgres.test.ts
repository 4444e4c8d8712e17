import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedEvents } from '@/tests/support/security-log.ts';
import { bearer, createActiveUser, promote, startSecondInstance, startTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * The security log of two server instances on one PostgreSQL (the suite's *.postgres.test.ts files run there only):
 * each writes to the same table, so what one instance recorded is read by the other from its own connections.
 */
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer();
  await a.reset();
  b = await startSecondInstance(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('the security log of two instances on one PostgreSQL', () => {
  it('V16.2.4 keeps one log for every instance, in order: what one writes, another reads from its own connection', async () => {
    const jane = await createActiveUser(a);
    const admin = await createActiveUser(b, { email: 'admin@example.org' });
    await promote(a.database, admin._id, 'admin');
    const wrong = { email: 'jane@example.org', password: 'not-the-password' };
    const headers = { 'user-agent': 'SecondInstance/1.0' };
    expect((await b.app.inject({ method: 'POST', url: '/api/sign-in/frontend', payload: wrong, headers, remoteAddress: '203.0.113.7' })).statusCode).toBe(401);
    const suspend = { method: 'POST' as const, url: `/api/users/${jane._id}/suspension`, payload: { suspended: true }, headers: bearer(admin.token) };
    expect((await a.app.inject(suspend)).statusCode).toBe(200);

    for (const reader of [a, b]) {
      const events = (await loggedEvents(reader.database)).filter((event) => [jane._id, admin._id].includes(event.userId ?? ''));
      expect(events.map((event) => [event.kind, event.userId === jane._id ? 'jane' : 'admin'])).toEqual([
        ['accountCreated', 'jane'],
        ['accountActivated', 'jane'],
        ['signIn', 'jane'],
        ['accountCreated', 'admin'],
        ['accountActivated', 'admin'],
        ['signIn', 'admin'],
        ['signInFailed', 'jane'],
        ['accountSuspended', 'jane'],
      ]);
      expect(events.find((event) => event.kind === 'signInFailed')).toMatchObject({ ip: '203.0.113.7', userAgent: 'SecondInstance/1.0' });
      expect(events.find((event) => event.kind === 'accountSuspended')?.actorId).toBe(admin._id);
    }
  });
});
