import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/seed/seed.ts';
import { bearer, createActiveUser, databaseLabel, json, multipartBody, promote, signInAs, startTestServer, tinyPng, uploadLicence, validSignUp, type TestServer } from '../../support/server.ts';
import { addressOf, brokenBody, buildWorld, contractOperations, rows, type World } from './world.ts';

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

  /**
   * What one account does to another's (domain/accounts.ts mayActOnAccount): an admin acts on drivers' and companies'
   * accounts, never on a fellow admin's nor on the superadmin's; only a superadmin does. Each operation is asked by an
   * admin about the superadmin and about another admin (403, and nothing of theirs changes), then by the superadmin
   * about the other admin (it works).
   */
  describe('an admin on an admin or the superadmin (V8.2.2)', () => {
    type Target = { _id: string; document: string };
    type Call = (target: Target) => { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> };
    const avatar = () => multipartBody({}, { field: 'image', name: 'me.png', type: 'image/png', bytes: tinyPng });
    /** Every operation by which one account acts on another's, in the order the superadmin's walk can take them. */
    const acting: Record<string, Call> = {
      getDocuments: (target) => ({ method: 'GET', url: `/api/user/${target._id}/documents` }),
      getDocumentImage: (target) => ({ method: 'GET', url: `/api/user/${target._id}/documents/${target.document}` }),
      getWallet: (target) => ({ method: 'GET', url: `/api/user/${target._id}/wallet` }),
      updateUser: (target) => ({ method: 'POST', url: '/api/update-user', payload: { _id: target._id, bio: 'Owned' } }),
      updateLanguage: (target) => ({ method: 'POST', url: '/api/update-language', payload: { id: target._id, language: 'ru' } }),
      updateEmailNotifications: (target) => ({ method: 'POST', url: '/api/update-email-notifications', payload: { _id: target._id, enableEmailNotifications: false } }),
      updateAvatar: (target) => ({ method: 'POST', url: `/api/update-avatar/${target._id}`, ...avatar() }),
      deleteAvatar: (target) => ({ method: 'POST', url: `/api/delete-avatar/${target._id}` }),
      setLicenceVerification: (target) => ({ method: 'POST', url: `/api/users/${target._id}/licence-verification`, payload: { verified: true } }),
      setUserType: (target) => ({ method: 'POST', url: `/api/users/${target._id}/type`, payload: { type: 'admin' } }),
      setUserSuspension: (target) => ({ method: 'POST', url: `/api/users/${target._id}/suspension`, payload: { suspended: true } }),
      deleteTokens: (target) => ({ method: 'DELETE', url: `/api/delete-tokens/${target._id}` }),
    };
    /**
     * The other operations that name an account, and why any admin may: the back office reads every account, and
     * writing to one changes nothing of it. A new operation on an account fails the test below until it is in one list.
     */
    const everyAdmin: Record<string, string> = {
      getUser: "the back office's page of an account shows its profile, an admin's too (the list of accounts names them all)",
      sendUserMessage: 'a message to a colleague is a notification and an email to him: nothing of his account changes',
    };
    /** Asks with the account's own password: oneself only, admins included (server/access.ts ownInBody). */
    const ownOnly = ['changePassword', 'updateEmail'];

    let admin: string;
    let superadmin: Target;
    let colleague: Target & { token: string };
    const ask = (token: string, call: Call, target: Target) => {
      const { method, url, payload, headers } = call(target);
      return server.app.inject({ method, url, payload: payload as object, headers: { ...bearer(token), ...headers } });
    };
    /** All that the operations could change of an account: its row, its avatar, its documents, its live sessions. */
    const stateOf = async (target: Target) => ({
      user: await rows(server, sql`select row_to_json(u)::text as row from users u where id = ${target._id}`),
      avatar: await rows(server, sql`select md5(encode(bytes, 'hex')) as bytes from avatars where user_id = ${target._id}`),
      documents: await rows(server, sql`select id from identity_documents where user_id = ${target._id} order by id`),
      sessions: await rows(server, sql`select id from sessions where user_id = ${target._id} and revoked_at is null order by id`),
    });
    const documentOf = async (token: string) => {
      const uploaded = await uploadLicence(server, token);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      return json<{ _id: string }>(uploaded)._id;
    };

    beforeAll(async () => {
      admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
      const [superadminRow] = await rows<{ id: string }>(server, sql`select id from users where email = 'superadmin@example.com'`);
      superadmin = { _id: superadminRow!.id, document: await documentOf(world.superadminToken) };
      const other = await createActiveUser(server, { email: 'colleague.security@example.org' });
      await promote(server.database, other._id, 'admin');
      colleague = { ...other, document: await documentOf(other.token) };
    });

    it('walks every operation that names an account, or says why any admin may call it', () => {
      const namesAccount = (operation: (typeof operations)[number]) =>
        operation.secured && (operation.pathParams.includes('userId') || operation.path.startsWith('/api/user/{id}') || ['updateUser', 'updateLanguage', 'updateEmailNotifications', ...ownOnly].includes(operation.operationId));
      const named = operations.filter(namesAccount).map((operation) => operation.operationId);
      expect(named.sort()).toEqual([...Object.keys(acting), ...Object.keys(everyAdmin), ...ownOnly].sort());
    });

    for (const [operationId, call] of Object.entries(acting)) {
      it(`refuses ${operationId} to an admin on the superadmin and on another admin (403), and changes nothing`, async () => {
        for (const target of [superadmin, colleague]) {
          const before = await stateOf(target);
          const response = await ask(admin, call, target);
          expect(response.statusCode, `${operationId} on ${target._id}: ${response.body}`).toBe(403);
          expect(json(response).code).toBe('FORBIDDEN');
          expect(await stateOf(target)).toEqual(before);
        }
      });
    }

    it('lets the superadmin act on an admin, every operation in turn', async () => {
      for (const [operationId, call] of Object.entries(acting)) {
        const response = await ask(world.superadminToken, call, colleague);
        expect(response.statusCode, `${operationId}: ${response.body}`).toBeLessThan(300);
      }
      const user = json(await ask(world.superadminToken, (target) => ({ method: 'GET', url: `/api/user/${target._id}` }), colleague));
      expect(user).toMatchObject({ bio: 'Owned', language: 'ru', enableEmailNotifications: false, licence: 'verified', suspended: true, avatar: null });
    });

    it('lets an admin read the profile of an admin and of the superadmin, as the back office does', async () => {
      for (const target of [superadmin, colleague]) {
        const response = await ask(admin, (account) => ({ method: 'GET', url: `/api/user/${account._id}` }), target);
        expect(response.statusCode, response.body).toBe(200);
      }
    });
  });
});
