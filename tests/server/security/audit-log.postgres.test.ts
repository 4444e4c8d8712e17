import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedEvents } from '@/tests/support/security-log.ts';
import { createActiveUser, promote, startSecondInstance, useTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * The security log of two server instances on one PostgreSQL (the suite's *.postgres.test.ts files run there only):
 * each writes to the same table, so what one instance recorded is read by the other from its own connections.
 */
const a = useTestServer();
let b: TestServer;
beforeAll(async () => {
  await a.reset();
  b = await startSecondInstance(a);
});
afterAll(async () => {
  await b?.close();
});

describe('the security log of two instances on one PostgreSQL', () => {
  it('V16.2.4 keeps one log for every instance, in order: what one writes, another reads from its own connection', async () => {
    const jane = await createActiveUser(a);
    const admin = await createActiveUser(b, { email: 'admin@example.org' });
    await promote(a.database, admin._id, 'admin');
    const wrong = { email: 'jane@example.org', password: 'not-the-password' };
    const browser = b.as(undefined, { headers: { 'user-agent': 'SecondInstance/1.0' }, remoteAddress: '203.0.113.7' });
    expect((await browser.POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: wrong })).response.status).toBe(401);
    const suspended = await a.as(admin).POST('/api/users/{userId}/suspension', { params: { path: { userId: jane._id } }, body: { suspended: true } });
    expect(suspended.response.status).toBe(200);

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
