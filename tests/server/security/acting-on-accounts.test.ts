import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/server/seed/seed.ts';
import { createActiveUser, databaseLabel, file, formData, promote, signInAs, storeLicence, tinyPng, useTestServer, type Schemas, type TestClient } from '@/tests/support/server.ts';
import { buildWorld, contractOperations, rows, type World } from './world.ts';

/**
 * ASVS 5.0 V8.2.2, one account acting on another's: which roles may call an operation is its `x-roles`
 * (authorization.test.ts walks them); which accounts an admin may act on is domain/accounts.ts mayActOnAccount,
 * checked by server/access.ts and access-checks.ts. The world is the security suite's (world.ts).
 */
const server = useTestServer();
let world: World;
beforeAll(async () => {
  world = await buildWorld(server);
});

const operations = contractOperations();

/**
 * What one account does to another's (domain/accounts.ts mayActOnAccount): an admin acts on drivers' and suppliers'
 * accounts, never on a fellow admin's nor on the superadmin's; only a superadmin does. Each operation is asked by an
 * admin about the superadmin and about another admin (403, and nothing of theirs changes), then by the superadmin
 * about the other admin (it works).
 */
describe(`an admin on an admin or the superadmin (V8.2.2) on ${databaseLabel}`, () => {
  type Target = { _id: string; document: string };
  /** An operation's answer as the typed client gives it: its status, and its error when refused. */
  type Answer = { response: Response; error?: Schemas['Error'] };
  type Call = (as: TestClient, target: Target) => Promise<Answer>;
  const user = (target: Target) => ({ params: { path: { userId: target._id } } });
  /** Every operation by which one account acts on another's, in the order the superadmin's walk can take them. */
  const acting: Record<string, Call> = {
    getDocuments: (as, target) => as.GET('/api/user/{id}/documents', { params: { path: { id: target._id } } }),
    getDocumentImage: (as, target) => as.GET('/api/user/{id}/documents/{documentId}', { params: { path: { id: target._id, documentId: target.document } }, parseAs: 'arrayBuffer' }),
    getWallet: (as, target) => as.GET('/api/user/{id}/wallet', { params: { path: { id: target._id } } }),
    updateUser: (as, target) => as.POST('/api/update-user', { body: { _id: target._id, bio: 'Owned' } }),
    updateLanguage: (as, target) => as.POST('/api/update-language', { body: { id: target._id, language: 'ru' } }),
    updateEmailNotifications: (as, target) => as.POST('/api/update-email-notifications', { body: { _id: target._id, enableEmailNotifications: false } }),
    updateAvatar: (as, target) => as.POST('/api/update-avatar/{userId}', { ...user(target), body: { image: file(tinyPng, 'me.png', 'image/png') }, bodySerializer: formData }),
    deleteAvatar: (as, target) => as.POST('/api/delete-avatar/{userId}', user(target)),
    setLicenceVerification: (as, target) => as.POST('/api/users/{userId}/licence-verification', { ...user(target), body: { verified: true } }),
    setUserType: (as, target) => as.POST('/api/users/{userId}/type', { ...user(target), body: { type: 'admin' } }),
    setUserSuspension: (as, target) => as.POST('/api/users/{userId}/suspension', { ...user(target), body: { suspended: true } }),
    deleteTokens: (as, target) => as.DELETE('/api/delete-tokens/{userId}', user(target)),
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
  const ask = (token: string, call: Call, target: Target) => call(server.as(token), target);
  /** All that the operations could change of an account: its row, its avatar, its documents, its live sessions. */
  const stateOf = async (target: Target) => ({
    user: await rows(server, sql`select row_to_json(u)::text as row from users u where id = ${target._id}`),
    avatar: await rows(server, sql`select md5(encode(bytes, 'hex')) as bytes from avatars where user_id = ${target._id}`),
    documents: await rows(server, sql`select id from identity_documents where user_id = ${target._id} order by id`),
    sessions: await rows(server, sql`select id from sessions where user_id = ${target._id} and revoked_at is null order by id`),
  });
  const documentOf = async (token: string) => {
    const uploaded = await storeLicence(server, token);
    expect(uploaded.response.status, JSON.stringify(uploaded.error)).toBe(201);
    return uploaded.data!._id;
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
        expect(response.response.status, `${operationId} on ${target._id}: ${JSON.stringify(response.error)}`).toBe(403);
        expect(response.error?.code).toBe('FORBIDDEN');
        expect(await stateOf(target)).toEqual(before);
      }
    });
  }

  it('lets the superadmin act on an admin, every operation in turn', async () => {
    for (const [operationId, call] of Object.entries(acting)) {
      const response = await ask(world.superadminToken, call, colleague);
      expect(response.response.status, `${operationId}: ${JSON.stringify(response.error)}`).toBeLessThan(300);
    }
    const { data: account } = await server.as(world.superadminToken).GET('/api/user/{id}', { params: { path: { id: colleague._id } } });
    expect(account).toMatchObject({ bio: 'Owned', language: 'ru', enableEmailNotifications: false, licence: 'verified', suspended: true, avatar: null });
  });

  it('lets an admin read the profile of an admin and of the superadmin, as the back office does', async () => {
    for (const target of [superadmin, colleague]) {
      const response = await server.as(admin).GET('/api/user/{id}', { params: { path: { id: target._id } } });
      expect(response.response.status, JSON.stringify(response.error)).toBe(200);
    }
  });
});
