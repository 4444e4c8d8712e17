import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { databaseLabel, signInAs, useTestServer, type Body, type Query, type Schemas, type TestClient } from '@/tests/support/server.ts';

/**
 * The suppliers as the admins run them (listSuppliers, createSupplier, setSuppliersTier, deleteSuppliers): each
 * with its tier and fleet; a new one with a slug of its own; tiers changed for drivers at once; only empty suppliers
 * deleted; a supplier's account and a driver refused.
 */
const server = useTestServer();
let admin: TestClient;
let supplier: TestClient;

const list = async (query: Query<'/api/manage/suppliers'> = {}) => (await admin.GET('/api/manage/suppliers', { params: { query } })).data!;
const create = (as: TestClient, body: Schemas['SupplierCreateInput']) => as.POST('/api/manage/suppliers', { body });
const setTier = (as: TestClient, body: Body<'/api/manage/suppliers/tier', 'post'>) => as.POST('/api/manage/suppliers/tier', { body });
const remove = (as: TestClient, suppliers: string[]) => as.POST('/api/manage/suppliers/delete', { body: { suppliers } });
const profile = (name: string): Schemas['SupplierProfileInput'] => ({
  name,
  email: 'hello@new-supplier.example',
  phone: '+33 4 93 00 00 00',
  paymentTypes: ['card'],
  payLater: true,
  minimumAge: 21,
  licenceRequired: false,
  bio: { en: 'New here.', fr: 'Nouveau ici.', ru: 'Новенькие.' },
});

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = server.as(await signInAs(server, 'admin@example.com', DEMO_PASSWORD));
  supplier = server.as(await signInAs(server, 'supplier@example.com', DEMO_PASSWORD));
});

describe(`the admins' suppliers (${databaseLabel})`, () => {
  it('lists the suppliers by name with their tier, fleet and accounts, searched and filtered by tier', async () => {
    const page = await list();
    expect(page.size).toBe(30);
    const names = page.items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const riviera = page.items.find((item) => item.slug === 'riviera-drive')!;
    expect(riviera.cars + riviera.yachts).toBeGreaterThan(0);
    expect(riviera.accounts).toBe(1);
    expect((await list({ search: 'riviera drive' })).items.map((item) => item.slug)).toEqual(['riviera-drive']);
    const gold = (await list({ tier: 'gold' })).items;
    expect(gold.length).toBeGreaterThan(0);
    expect(gold.every((item) => item.tier === 'gold' && item.tierCode === 10)).toBe(true);
  });

  it('adds suppliers with slugs of their own, moves them to a tier that drivers see, and deletes them while empty', async () => {
    const first = await create(admin, { profile: profile('Côte Bleue Rentals'), tier: 'silver' });
    expect(first.response.status, JSON.stringify(first.error)).toBe(201);
    const second = await create(admin, { profile: profile('Cote Bleue Rentals'), tier: 'silver' });
    const [a, b] = [first.data!, second.data!];
    expect([a.slug, b.slug]).toEqual(['cote-bleue-rentals', 'cote-bleue-rentals-2']);
    // Not a tier of the contract: sent as it is.
    expect((await create(admin, { profile: profile('Cote'), tier: 'platinum' as Schemas['SupplierCreateInput']['tier'] })).response.status).toBe(400);

    const moved = await setTier(admin, { suppliers: [a._id, b._id], tier: 'vip' });
    expect(moved.data).toEqual({ updated: 2 });
    const shown = (await server.GET('/api/suppliers')).data!;
    expect(shown.find((supplier) => supplier.slug === 'cote-bleue-rentals')?.tier).toBe('vip');

    const riviera = (await list({ search: 'riviera drive' })).items[0]!;
    const deleted = await remove(admin, [a._id, b._id, riviera._id]);
    expect(deleted.data).toEqual({ deleted: 2, kept: 1 });
    expect((await list({ search: 'bleue' })).total).toBe(0);
    expect((await list({ search: 'riviera drive' })).total).toBe(1);
  });

  it('is for the admins: a supplier refused before the body, a driver too', async () => {
    expect((await supplier.GET('/api/manage/suppliers')).response.status).toBe(403);
    // A body that is no supplier: refused before it is read.
    expect((await create(supplier, { nonsense: true } as unknown as Schemas['SupplierCreateInput'])).response.status).toBe(403);
    expect((await setTier(supplier, { suppliers: [], tier: 'gold' })).response.status).toBe(403);
    expect((await remove(supplier, [])).response.status).toBe(403);
  });
});
