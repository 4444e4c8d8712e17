import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createActiveUser, databaseLabel, json, startTestServer, validSignUp, type TestServer } from '../../support/server.ts';
import { addressOf, brokenBody, buildWorld, contractOperations, type World } from './world.ts';

/**
 * ASVS 5.0 V8, authorization. Who may call what is server/access.ts; these tests walk the contract, so that an
 * operation added to it is asked the same questions. Other proofs: tests/server/access.test.ts (an id in the body,
 * checked before the body is validated), fleet-access.test.ts (one company's account and another's vehicles),
 * suspension.test.ts, users-admin.test.ts and companies-admin.test.ts (what only the team or a superadmin does).
 */
let server: TestServer;
let world: World;
beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server);
});
afterAll(() => server.close());

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });

const operations = contractOperations();
const withPathId = operations.filter((operation) => operation.pathParams.length > 0);

/**
 * The operations with a path parameter that take no token, and why that is right: what they name is public, or the
 * address itself carries the proof. A new one fails the test below until it is added here.
 */
const publicWithPathParameter: Record<string, string> = {
  getCar: 'the public catalogue: a car any visitor may see',
  getYacht: 'the public catalogue: a yacht any visitor may see',
  getOffer: 'the public catalogue: a car or a yacht by id',
  getBlogPost: 'a published post, by its slug',
  checkToken: "an emailed link: the 256-bit token in the address is the proof, checked with the user's id and address",
  resend: 'an address to send a link to: the link goes to that address only, five an hour',
  signIn: 'the app signed in to (frontend or backend), not a record',
  signInWithCode: 'the app signed in to, not a record',
  googleSignIn: 'the app signed in to, not a record',
};

describe(`authorization (ASVS V8) on ${databaseLabel}`, () => {
  it("V8.2.2 refuses to read or change another user's data (403)", async () => {
    const jane = await createActiveUser(server);
    const mallory = await createActiveUser(server, { email: 'mallory@example.org' });
    const h = bearer(mallory.token);
    const attempts = [
      server.app.inject({ method: 'GET', url: `/api/user/${jane._id}`, headers: h }),
      post('/api/update-user', { _id: jane._id, fullName: 'Owned' }, h),
      post('/api/update-language', { id: jane._id, language: 'ru' }, h),
      post('/api/update-email-notifications', { _id: jane._id, enableEmailNotifications: false }, h),
      post(`/api/delete-avatar/${jane._id}`, undefined, h),
      server.app.inject({ method: 'DELETE', url: `/api/delete-tokens/${jane._id}`, headers: h }),
      server.app.inject({ method: 'GET', url: `/api/user/${jane._id}/wallet`, headers: h }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(json(response).code).toBe('FORBIDDEN');
    }
    const unchanged = json(await server.app.inject({ method: 'GET', url: `/api/user/${jane._id}`, headers: bearer(jane.token) }));
    expect(unchanged).toMatchObject({ fullName: 'Jane Roe', language: 'en', enableEmailNotifications: true });
  });

  it('V8.2.1 takes a token for every operation with a path parameter but those named public, each for a reason', () => {
    const open = withPathId.filter((operation) => !operation.secured).map((operation) => operation.operationId);
    expect(open.sort()).toEqual(Object.keys(publicWithPathParameter).sort());
    // And the walk below has something to walk.
    expect(withPathId.filter((operation) => operation.secured).length).toBeGreaterThan(30);
  });

  /**
   * Each operation with a token and a path id, asked about a record of someone else's (Jane's, Lago Strada's, the
   * team's) by a driver and by another company's account, with a body the contract refuses: 403 or 404, never the
   * 400 the body deserves, so the record was checked before the body was read. The same request from one who may
   * (Jane herself, or the superadmin) is the 400: the body was indeed one to refuse.
   */
  for (const operation of withPathId.filter((candidate) => candidate.secured)) {
    it(`V8.2.2 refuses ${operation.operationId} on someone else's record with 403 or 404, before reading its body`, async () => {
      const url = addressOf(operation, world.ids);
      const ask = (token: string) => {
        const body = brokenBody(operation);
        return server.app.inject({ method: operation.method as 'GET', url, payload: body.payload, headers: { ...bearer(token), ...body.headers } });
      };
      for (const [who, token] of [['a driver', world.mallory.token], ["another company's account", world.supplierToken]] as const) {
        const response = await ask(token);
        expect([403, 404], `${who}: ${operation.method} ${url} ${response.statusCode} ${response.body}`).toContain(response.statusCode);
        expect(['FORBIDDEN', 'NOT_FOUND']).toContain(json(response).code);
      }
      if (operation.method === 'GET') return;
      const allowed = [(await ask(world.jane.token)).statusCode, (await ask(world.superadminToken)).statusCode];
      expect(allowed, `${operation.operationId}: Jane or the superadmin is refused the body`).toContain(400);
    });
  }

  it.each([
    ['type', 'admin'],
    ['suspended', false],
    ['verified', true],
    ['email', 'new@example.org'],
  ])('V8.2.3 refuses mass assignment of %s through update-user', async (field, value) => {
    const jane = await createActiveUser(server, { email: `mass.${field}@example.org` });
    const response = await post('/api/update-user', { _id: jane._id, [field]: value }, bearer(jane.token));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ code: 'VALIDATION_ERROR', message: `body has a field that may not be set: ${field}` });
    const me = json(await server.app.inject({ method: 'GET', url: `/api/user/${jane._id}`, headers: bearer(jane.token) }));
    expect(me).toMatchObject({ type: 'user', email: `mass.${field}@example.org` });
  });

  it('V8.2.3 refuses to let sign-up choose the account type or verification', async () => {
    const response = await post('/api/sign-up', { ...validSignUp({ email: 'chooser@example.org' }), type: 'admin', verified: true });
    expect(response.statusCode).toBe(400);
  });
});
