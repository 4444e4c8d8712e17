import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createActiveUser, databaseLabel, json, mailbox, promote, startTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * The notifications operations over HTTP: the list, the counts, marking and deleting, and an admin's message. Each test
 * has accounts of its own, whose notifications are admin messages sent through the API.
 */
let server: TestServer;
let admin: Account;
type Account = { _id: string; token: string; email: string };
type Notification = { _id: string; kind: string; read: boolean; message: string | null; status: string | null; booking: unknown; createdAt: string };
type Page = { page: number; size: number; total: number; unread: number; items: Notification[] };
type Counter = { unread: number; total: number };

let accounts = 0;
const newAccount = (overrides: Record<string, unknown> = {}) => createActiveUser(server, { email: `reader${++accounts}@example.org`, ...overrides });

beforeAll(async () => {
  server = await startTestServer();
  admin = await newAccount();
  await promote(server.database, admin._id, 'admin');
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  server.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Admin messages to the account, one request each (so each is newer than the one before): answers their ids, oldest first. */
async function messagesTo(account: Account, count: number, prefix = 'Message') {
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const sent = await call('POST', `/api/users/${account._id}/messages`, admin.token, { message: `${prefix} ${n}` });
    expect(sent.statusCode, sent.body).toBe(201);
    ids.push(json<Notification>(sent)._id);
  }
  return ids;
}

const list = async (account: Account, query = '') => json<Page>(await call('GET', `/api/notifications${query}`, account.token));
const counter = async (account: Account) => json<Counter>(await call('GET', '/api/notifications/counter', account.token));
const mark = (account: Account, body: unknown) => call('POST', '/api/notifications/mark', account.token, body);
const remove = (account: Account, body: unknown) => call('DELETE', '/api/notifications', account.token, body);

describe(`notifications on ${databaseLabel}`, () => {
  it('lists 30 a page, newest first, with the unread count on every page', async () => {
    const reader = await newAccount();
    await messagesTo(reader, 33);
    const first = await list(reader);
    expect(first).toMatchObject({ page: 1, size: 30, total: 33, unread: 33 });
    expect(first.items).toHaveLength(30);
    expect(first.items.slice(0, 3).map((n) => n.message)).toEqual(['Message 33', 'Message 32', 'Message 31']);
    const second = await list(reader, '?page=2');
    expect(second).toMatchObject({ page: 2, total: 33, unread: 33 });
    expect(second.items.map((n) => n.message)).toEqual(['Message 3', 'Message 2', 'Message 1']);
    expect((await list(reader, '?page=3&size=15')).items.map((n) => n.message)).toEqual(['Message 3', 'Message 2', 'Message 1']);
    expect(first.items[0]).toMatchObject({ kind: 'accountMessage', read: false, status: null, booking: null });
    expect((await call('GET', '/api/notifications?size=101', reader.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/notifications?page=0', reader.token)).statusCode).toBe(400);
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
    const [a, b, c] = await messagesTo(reader, 3);
    const marked = await mark(reader, { ids: [a, b], read: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(json(marked)).toEqual({ unread: 1, total: 3 });
    // Marking again what already is so changes nothing.
    expect(json(await mark(reader, { ids: [a], read: true }))).toEqual({ unread: 1, total: 3 });
    expect(json(await mark(reader, { ids: [b], read: false }))).toEqual({ unread: 2, total: 3 });
    expect(json(await mark(reader, { all: true, read: true }))).toEqual({ unread: 0, total: 3 });
    expect((await list(reader)).items.map((n) => [n._id, n.read])).toEqual([[c, true], [b, true], [a, true]]);
    expect(json(await mark(reader, { all: true, read: false }))).toEqual({ unread: 3, total: 3 });
  });

  it('deletes some or all, and answers the counts', async () => {
    const reader = await newAccount();
    const [a, b, c, d] = await messagesTo(reader, 4);
    await mark(reader, { ids: [a], read: true });
    const removed = await remove(reader, { ids: [a, c] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({ unread: 2, total: 2 });
    expect((await list(reader)).items.map((n) => n._id)).toEqual([d, b]);
    expect(json(await remove(reader, { all: true }))).toEqual({ unread: 0, total: 0 });
    expect(json(await remove(reader, { all: true }))).toEqual({ unread: 0, total: 0 });
  });

  it("refuses another account's notifications (404) and changes nothing, not even the caller's own in the same request", async () => {
    const [owner, stranger] = [await newAccount(), await newAccount()];
    const [theirs] = await messagesTo(owner, 1);
    const [mine] = await messagesTo(stranger, 1);
    for (const response of [
      await mark(stranger, { ids: [theirs], read: true }),
      await mark(stranger, { ids: [mine, theirs], read: true }),
      await mark(stranger, { ids: [randomUUID()], read: true }),
      await remove(stranger, { ids: [theirs] }),
      await remove(stranger, { ids: [mine, theirs] }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(json(response)).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await counter(owner)).toEqual({ unread: 1, total: 1 });
    expect(await counter(stranger)).toEqual({ unread: 1, total: 1 });
  });

  it('refuses bad selections (400)', async () => {
    const reader = await newAccount();
    const [id] = await messagesTo(reader, 1);
    const many = Array.from({ length: 101 }, () => randomUUID());
    const bodies = [
      { ids: [id], all: true, read: true },
      { read: true },
      { ids: [], read: true },
      { ids: ['not-a-uuid'], read: true },
      { ids: many, read: true },
      { ids: [id, id], read: true },
      { all: false, read: true },
      { ids: [id] },
      { ids: [id], read: true, extra: 1 },
    ];
    for (const body of bodies) {
      const response = await mark(reader, body);
      expect([response.statusCode, json(response).code], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
    for (const body of [{ ids: [id], all: true }, {}, { ids: ['x'] }, { ids: many }]) {
      expect((await remove(reader, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await counter(reader)).toEqual({ unread: 1, total: 1 });
  });

  it('asks every operation for a session (401)', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/notifications', undefined],
      ['GET', '/api/notifications/counter', undefined],
      ['GET', '/api/notifications/stream', undefined],
      ['POST', '/api/notifications/mark', { all: true, read: true }],
      ['DELETE', '/api/notifications', { all: true }],
      ['POST', `/api/users/${admin._id}/messages`, { message: 'Hello' }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
    }
  });
});

describe(`an admin's message on ${databaseLabel}`, () => {
  it('is only for admins: a driver or a company is refused (403), whatever its body', async () => {
    const [driver, company, reader] = [await newAccount(), await newAccount(), await newAccount()];
    await promote(server.database, company._id, 'supplier');
    for (const sender of [driver, company]) {
      for (const body of [{ message: 'Hello' }, { nonsense: true }]) {
        const refused = await call('POST', `/api/users/${reader._id}/messages`, sender.token, body);
        expect([refused.statusCode, json(refused).code]).toEqual([403, 'FORBIDDEN']);
      }
    }
    expect(await counter(reader)).toEqual({ unread: 0, total: 0 });
  });

  it('reaches an existing account as an accountMessage, emailed in its language when it wants emails', async () => {
    const reader = await newAccount({ language: 'fr', fullName: 'Jeanne Martin' });
    const sent = await call('POST', `/api/users/${reader._id}/messages`, admin.token, { message: '  Votre permis <b>expire</b> bientôt.  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json(sent)).toMatchObject({ kind: 'accountMessage', read: false, message: 'Votre permis <b>expire</b> bientôt.', status: null, booking: null });
    const [email] = (await mailbox(server.database)).filter((row) => row.toAddress === reader.email && row.kind === 'notification');
    expect(email).toMatchObject({ language: 'fr', subject: "Un message de l'équipe Azura" });
    expect(email!.textBody).toContain("L'équipe Azura vous a écrit :\n\nVotre permis <b>expire</b> bientôt.");
    expect(email!.textBody).toContain(`Voir mes notifications : ${server.config.appUrl}/fr/notifications\n`);
    expect(email!.htmlBody).toContain('Votre permis &lt;b&gt;expire&lt;/b&gt; bientôt.');

    const quiet = await newAccount();
    const off = await call('POST', '/api/update-email-notifications', quiet.token, { _id: quiet._id, enableEmailNotifications: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('POST', `/api/users/${quiet._id}/messages`, admin.token, { message: 'Hello' })).statusCode).toBe(201);
    expect(await counter(quiet)).toEqual({ unread: 1, total: 1 });
    expect((await mailbox(server.database)).filter((row) => row.toAddress === quiet.email && row.kind === 'notification')).toEqual([]);
  });

  it('answers 404 for an unknown account and 400 for an empty message', async () => {
    const unknown = await call('POST', `/api/users/${randomUUID()}/messages`, admin.token, { message: 'Hello' });
    expect([unknown.statusCode, json(unknown).code]).toEqual([404, 'NOT_FOUND']);
    for (const message of ['', '   ', 'x'.repeat(2001)]) {
      expect((await call('POST', `/api/users/${admin._id}/messages`, admin.token, { message })).statusCode).toBe(400);
    }
    expect((await call('POST', '/api/users/not-a-uuid/messages', admin.token, { message: 'Hello' })).statusCode).toBe(400);
  });
});
