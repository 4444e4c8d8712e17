import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, databaseLabel, mailbox, promote, useTestServer, type Body, type Caller, type Query, type Schemas } from '@/tests/support/server.ts';

/**
 * The notifications operations over HTTP: the list, the counts, marking and deleting, and an admin's message. Each test
 * has accounts of its own, whose notifications are admin messages sent through the API.
 */
const server = useTestServer();
let admin: Account;
type Account = Schemas['SignInResponse'];

let accounts = 0;
const newAccount = (overrides: Partial<Schemas['SignUpRequest']> = {}) => createActiveUser(server, { email: `reader${++accounts}@example.org`, ...overrides });

beforeAll(async () => {
  admin = await newAccount();
  await promote(server.database, admin._id, 'admin');
});

const send = (userId: string, from: Caller, message: string) =>
  server.as(from).POST('/api/users/{userId}/messages', { params: { path: { userId } }, body: { message } });

/** Admin messages to the account, one request each (so each is newer than the one before): answers their ids, oldest first. */
async function messagesTo(account: Account, count: number, prefix = 'Message') {
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const sent = await send(account._id, admin, `${prefix} ${n}`);
    expect(sent.response.status, JSON.stringify(sent.error)).toBe(201);
    ids.push(sent.data!._id);
  }
  return ids;
}

const list = async (account: Account, query: Query<'/api/notifications'> = {}) => (await server.as(account).GET('/api/notifications', { params: { query } })).data!;
const counter = async (account: Account) => (await server.as(account).GET('/api/notifications/counter')).data!;
const mark = (account: Account, body: Body<'/api/notifications/mark', 'post'>) => server.as(account).POST('/api/notifications/mark', { body });
const remove = (account: Account, body: Body<'/api/notifications', 'delete'>) => server.as(account).DELETE('/api/notifications', { body });

describe(`notifications on ${databaseLabel}`, () => {
  it('lists 30 a page, newest first, with the unread count on every page', async () => {
    const reader = await newAccount();
    await messagesTo(reader, 33);
    const first = await list(reader);
    expect(first).toMatchObject({ page: 1, size: 30, total: 33, unread: 33 });
    expect(first.items).toHaveLength(30);
    expect(first.items.slice(0, 3).map((n) => n.message)).toEqual(['Message 33', 'Message 32', 'Message 31']);
    const second = await list(reader, { page: 2 });
    expect(second).toMatchObject({ page: 2, total: 33, unread: 33 });
    expect(second.items.map((n) => n.message)).toEqual(['Message 3', 'Message 2', 'Message 1']);
    expect((await list(reader, { page: 3, size: 15 })).items.map((n) => n.message)).toEqual(['Message 3', 'Message 2', 'Message 1']);
    expect(first.items[0]).toMatchObject({ kind: 'accountMessage', read: false, status: null, booking: null });
    expect((await server.as(reader).GET('/api/notifications', { params: { query: { size: 101 } } })).response.status).toBe(400);
    expect((await server.as(reader).GET('/api/notifications', { params: { query: { page: 0 } } })).response.status).toBe(400);
  });

  it('shows each account only its own', async () => {
    const [one, other] = [await newAccount(), await newAccount()];
    await messagesTo(one, 2);
    expect(await list(other)).toMatchObject({ total: 0, unread: 0, items: [] });
    expect(await counter(other)).toEqual({ unread: 0, total: 0 });
    expect(await counter(one)).toEqual({ unread: 2, total: 2 });
  });

  it('marks some or all read and unread, and answers the counts', async () => {
    const reader = await newAccount();
    const [a, b, c] = (await messagesTo(reader, 3)) as [string, string, string];
    const marked = await mark(reader, { ids: [a, b], read: true });
    expect(marked.response.status, JSON.stringify(marked.error)).toBe(200);
    expect(marked.data).toEqual({ unread: 1, total: 3 });
    // Marking again what already is so changes nothing.
    expect((await mark(reader, { ids: [a], read: true })).data).toEqual({ unread: 1, total: 3 });
    expect((await mark(reader, { ids: [b], read: false })).data).toEqual({ unread: 2, total: 3 });
    expect((await mark(reader, { all: true, read: true })).data).toEqual({ unread: 0, total: 3 });
    expect((await list(reader)).items.map((n) => [n._id, n.read])).toEqual([[c, true], [b, true], [a, true]]);
    expect((await mark(reader, { all: true, read: false })).data).toEqual({ unread: 3, total: 3 });
  });

  it('deletes some or all, and answers the counts', async () => {
    const reader = await newAccount();
    const [a, b, c, d] = (await messagesTo(reader, 4)) as [string, string, string, string];
    await mark(reader, { ids: [a], read: true });
    const removed = await remove(reader, { ids: [a, c] });
    expect(removed.response.status, JSON.stringify(removed.error)).toBe(200);
    expect(removed.data).toEqual({ unread: 2, total: 2 });
    expect((await list(reader)).items.map((n) => n._id)).toEqual([d, b]);
    expect((await remove(reader, { all: true })).data).toEqual({ unread: 0, total: 0 });
    expect((await remove(reader, { all: true })).data).toEqual({ unread: 0, total: 0 });
  });

  it("refuses another account's notifications (404) and changes nothing, not even the caller's own in the same request", async () => {
    const [owner, stranger] = [await newAccount(), await newAccount()];
    const [theirs] = (await messagesTo(owner, 1)) as [string];
    const [mine] = (await messagesTo(stranger, 1)) as [string];
    for (const response of [
      await mark(stranger, { ids: [theirs], read: true }),
      await mark(stranger, { ids: [mine, theirs], read: true }),
      await mark(stranger, { ids: [randomUUID()], read: true }),
      await remove(stranger, { ids: [theirs] }),
      await remove(stranger, { ids: [mine, theirs] }),
    ]) {
      expect(response.response.status, JSON.stringify(response.error)).toBe(404);
      expect(response.error).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await counter(owner)).toEqual({ unread: 1, total: 1 });
    expect(await counter(stranger)).toEqual({ unread: 1, total: 1 });
  });

  it('refuses bad selections (400)', async () => {
    const reader = await newAccount();
    const [id] = (await messagesTo(reader, 1)) as [string];
    const many = Array.from({ length: 101 }, () => randomUUID());
    // Selections the contract refuses: sent as they are.
    const bodies: Body<'/api/notifications/mark', 'post'>[] = [
      { ids: [id], all: true, read: true },
      { read: true },
      { ids: [], read: true },
      { ids: ['not-a-uuid'], read: true },
      { ids: many, read: true },
      { ids: [id, id], read: true },
      { all: false, read: true },
      { ids: [id] },
      { ids: [id], read: true, extra: 1 },
    ] as never[];
    for (const body of bodies) {
      const { response, error } = await mark(reader, body);
      expect([response.status, error?.code], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
    for (const body of [{ ids: [id], all: true }, {}, { ids: ['x'] }, { ids: many }] as never[]) {
      expect((await remove(reader, body)).response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await counter(reader)).toEqual({ unread: 1, total: 1 });
  });

  it('asks every operation for a session (401)', async () => {
    const guest = server.as(undefined);
    for (const [name, ask] of [
      ['list', () => guest.GET('/api/notifications')],
      ['counter', () => guest.GET('/api/notifications/counter')],
      ['stream', () => guest.GET('/api/notifications/stream', { parseAs: 'stream' })],
      ['mark', () => guest.POST('/api/notifications/mark', { body: { all: true, read: true } })],
      ['delete', () => guest.DELETE('/api/notifications', { body: { all: true } })],
      ['message', () => send(admin._id, undefined, 'Hello')],
    ] as const) {
      expect((await ask()).response.status, name).toBe(401);
    }
  });
});

describe(`an admin's message on ${databaseLabel}`, () => {
  it('is only for admins: a driver or a supplier is refused (403), whatever its body', async () => {
    const [driver, supplier, reader] = [await newAccount(), await newAccount(), await newAccount()];
    await promote(server.database, supplier._id, 'supplier');
    for (const sender of [driver, supplier]) {
      // The second body is no message: refused before it is read.
      for (const body of [{ message: 'Hello' }, { nonsense: true } as never]) {
        const refused = await server.as(sender).POST('/api/users/{userId}/messages', { params: { path: { userId: reader._id } }, body });
        expect([refused.response.status, refused.error?.code]).toEqual([403, 'FORBIDDEN']);
      }
    }
    expect(await counter(reader)).toEqual({ unread: 0, total: 0 });
  });

  it('reaches an existing account as an accountMessage, emailed in its language when it wants emails', async () => {
    const reader = await newAccount({ language: 'fr', fullName: 'Jeanne Martin' });
    const sent = await send(reader._id, admin, '  Votre permis <b>expire</b> bientôt.  ');
    expect(sent.response.status, JSON.stringify(sent.error)).toBe(201);
    expect(sent.data).toMatchObject({ kind: 'accountMessage', read: false, message: 'Votre permis <b>expire</b> bientôt.', status: null, booking: null });
    const [email] = (await mailbox(server.database)).filter((row) => row.toAddress === reader.email && row.kind === 'notification');
    expect(email).toMatchObject({ language: 'fr', subject: "Un message de l'équipe Azura" });
    expect(email!.textBody).toContain("L'équipe Azura vous a écrit :\n\nVotre permis <b>expire</b> bientôt.");
    expect(email!.textBody).toContain(`Voir mes notifications : ${server.config.appUrl}/fr/notifications\n`);
    expect(email!.htmlBody).toContain('Votre permis &lt;b&gt;expire&lt;/b&gt; bientôt.');

    const quiet = await newAccount();
    const off = await server.as(quiet).POST('/api/update-email-notifications', { body: { _id: quiet._id, enableEmailNotifications: false } });
    expect(off.response.status, JSON.stringify(off.error)).toBe(200);
    expect((await send(quiet._id, admin, 'Hello')).response.status).toBe(201);
    expect(await counter(quiet)).toEqual({ unread: 1, total: 1 });
    expect((await mailbox(server.database)).filter((row) => row.toAddress === quiet.email && row.kind === 'notification')).toEqual([]);
  });

  it('answers 404 for an unknown account and 400 for an empty message', async () => {
    const unknown = await send(randomUUID(), admin, 'Hello');
    expect([unknown.response.status, unknown.error?.code]).toEqual([404, 'NOT_FOUND']);
    for (const message of ['', '   ', 'x'.repeat(2001)]) {
      expect((await send(admin._id, admin, message)).response.status).toBe(400);
    }
    expect((await send('not-a-uuid', admin, 'Hello')).response.status).toBe(400);
  });
});
