import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTeamRequest } from '@/server/repositories/team-requests.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { databaseLabel, signInAs, useTestServer, type Query, type TestClient } from '@/tests/support/server.ts';

/**
 * The team's inbox (listTeamRequests, setTeamRequestsHandled, deleteTeamRequests): the forms' requests newest first,
 * searched, filtered by form and status, marked handled or new, deleted; admins only.
 */
const server = useTestServer();
let admin: TestClient;
let supplier: TestClient;

const inbox = async (query: Query<'/api/team-requests'> = {}) => (await admin.GET('/api/team-requests', { params: { query } })).data!;
const setHandled = (as: TestClient, requests: string[], handled: boolean) => as.POST('/api/team-requests/status', { body: { requests, handled } });

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = server.as(await signInAs(server, 'admin@example.com', DEMO_PASSWORD));
  supplier = server.as(await signInAs(server, 'supplier@example.com', DEMO_PASSWORD));
  const db = server.database.db;
  await insertTeamRequest(db, { kind: 'contact', name: 'Léa Martin', email: 'lea@example.org', language: 'fr', ip: '10.0.0.1', fields: { subject: 'Deposit', message: 'How much is the deposit?' } });
  await insertTeamRequest(db, { kind: 'partner', name: 'Marco Bianchi', email: 'marco@lago.example', language: 'en', ip: '10.0.0.2', fields: { supplier: 'Lago Boats', fleetSize: 12, offers: ['yachts'] } });
  await insertTeamRequest(db, { kind: 'concierge', name: 'Anna Petrova', email: 'anna@example.org', language: 'ru', ip: '10.0.0.3', fields: { requestType: 'chauffeur', place: 'Monaco', guests: 4 } });
  // A minute apart: three inserts in a row can share a millisecond, and their order would then be the ids'.
  for (const [email, minutes] of [['lea@example.org', 3], ['marco@lago.example', 2], ['anna@example.org', 1]] as const) {
    await db.execute(sql`update team_requests set created_at = now() - make_interval(mins => ${minutes}) where email = ${email}`);
  }
});

describe(`the team's inbox (${databaseLabel})`, () => {
  it('lists the requests newest first with what their form asked, searched and filtered by form', async () => {
    const all = await inbox();
    expect(all.items.slice(0, 3).map((item) => item.name)).toEqual(['Anna Petrova', 'Marco Bianchi', 'Léa Martin']);
    expect(all.items.find((item) => item.kind === 'partner')?.fields).toEqual({ supplier: 'Lago Boats', fleetSize: 12, offers: ['yachts'] });
    expect((await inbox({ search: 'lea@example' })).items.map((item) => item.name)).toEqual(['Léa Martin']);
    expect((await inbox({ kind: 'concierge' })).items.every((item) => item.kind === 'concierge')).toBe(true);
  });

  it('marks requests handled and new again, then deletes them', async () => {
    const ids = (await inbox({ search: 'example.org' })).items.map((item) => item._id);
    expect(ids).toHaveLength(2);
    expect((await setHandled(admin, ids, true)).data).toEqual({ updated: 2 });
    const handled = await inbox({ status: 'handled' });
    expect(handled.items.map((item) => item.name).sort()).toEqual(['Anna Petrova', 'Léa Martin']);
    expect(handled.items.every((item) => item.handledAt !== null)).toBe(true);
    expect((await setHandled(admin, [ids[0]!], false)).data).toEqual({ updated: 1 });
    expect((await inbox({ status: 'handled' })).total).toBe(1);
    expect((await admin.POST('/api/team-requests/delete', { body: { requests: ids } })).data).toEqual({ deleted: 2 });
    expect((await inbox({ search: 'example.org' })).total).toBe(0);
  });

  it('is for the admins: a supplier refused before the body', async () => {
    expect((await supplier.GET('/api/team-requests')).response.status).toBe(403);
    // A body the contract refuses: refused before it is read.
    expect((await setHandled(supplier, [], 'yes' as unknown as boolean)).response.status).toBe(403);
    expect((await supplier.POST('/api/team-requests/delete', { body: { requests: [] } })).response.status).toBe(403);
  });
});
