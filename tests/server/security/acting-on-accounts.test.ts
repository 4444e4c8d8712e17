import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/server/seed/seed.ts';
import { bearer, createActiveUser, databaseLabel, json, multipartBody, promote, signInAs, startTestServer, tinyPng, uploadLicence, type TestServer } from '@/tests/support/server.ts';
import { buildWorld, contractOperations, rows, type World } from './world.ts';

/**
 * ASVS 5.0 V8.2.2, one account acting on another's: which roles may call an operation is its `x-roles`
 * (authorization.test.ts walks them); which accounts an admin may act on is domain/accounts.ts mayActOnAccount,
 * checked by server/access.ts and access-checks.ts. The world is the security suite's (world.ts).
 */
let server: TestServer;
let world: World;
beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server);
});
afterAll(() => server.close());

const operations = contractOperations();

/**
 * What one account does to another's (domain/accounts.ts mayActOnAccount): an admin acts on drivers' and companies'
 * accounts, never on a fellow admin's nor on the superadmin's; only a superadmin does. Each operation is asked by an
 * admin about the superadmin and about another admin (403, and nothing of theirs changes), then by the superadmin
 * about the other admin (it works).
 */
describe(`an admin on an admin or the superadmin (V8.2.2) on ${databaseLabel}`, () => {
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
