import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, databaseLabel, json, signInAs, startTestServer, type TestServer } from '@/tests/support/server.ts';

/**
 * The rental companies as the admins run them (listCompanies, createCompany, setCompaniesTier, deleteCompanies): each
 * with its tier and fleet; a new one with a slug of its own; tiers changed for drivers at once; only empty companies
 * deleted; a company's account and a driver refused.
 */
let server: TestServer;
let admin: string;
let supplier: string;

interface Listed {
  _id: string;
  slug: string;
  name: string;
  tier: string;
  tierCode: number;
  cars: number;
  yachts: number;
  accounts: number;
}

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const profile = (name: string) => ({
  name,
  email: 'hello@new-company.example',
  phone: '+33 4 93 00 00 00',
  paymentTypes: ['card'],
  payLater: true,
  minimumAge: 21,
  licenceRequired: false,
  bio: { en: 'New here.', fr: 'Nouveau ici.', ru: 'Новенькие.' },
});

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.database, { demoAccounts: true });
  admin = await signInAs(server, 'admin@example.com', DEMO_PASSWORD);
  supplier = await signInAs(server, 'supplier@example.com', DEMO_PASSWORD);
});
afterAll(() => server?.close());

describe(`the admins' rental companies (${databaseLabel})`, () => {
  it('lists the companies by name with their tier, fleet and accounts, searched and filtered by tier', async () => {
    const page = json<{ size: number; total: number; items: Listed[] }>(await call(admin, 'GET', '/api/companies'));
    expect(page.size).toBe(30);
    const names = page.items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const riviera = page.items.find((item) => item.slug === 'riviera-drive')!;
    expect(riviera.cars + riviera.yachts).toBeGreaterThan(0);
    expect(riviera.accounts).toBe(1);
    expect(json<{ items: Listed[] }>(await call(admin, 'GET', '/api/companies?search=riviera%20drive')).items.map((item) => item.slug)).toEqual(['riviera-drive']);
    const gold = json<{ items: Listed[] }>(await call(admin, 'GET', '/api/companies?tier=gold')).items;
    expect(gold.length).toBeGreaterThan(0);
    expect(gold.every((item) => item.tier === 'gold' && item.tierCode === 10)).toBe(true);
  });

  it('adds companies with slugs of their own, moves them to a tier that drivers see, and deletes them while empty', async () => {
    const first = await call(admin, 'POST', '/api/companies', { profile: profile('Côte Bleue Rentals'), tier: 'silver' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call(admin, 'POST', '/api/companies', { profile: profile('Cote Bleue Rentals'), tier: 'silver' });
    const [a, b] = [json<Listed>(first), json<Listed>(second)];
    expect([a.slug, b.slug]).toEqual(['cote-bleue-rentals', 'cote-bleue-rentals-2']);
    expect((await call(admin, 'POST', '/api/companies', { profile: profile('Cote'), tier: 'platinum' })).statusCode).toBe(400);

    const moved = await call(admin, 'POST', '/api/companies/tier', { companies: [a._id, b._id], tier: 'vip' });
    expect(json(moved)).toEqual({ updated: 2 });
    const shown = json<{ slug: string; tier: string }[]>(await server.app.inject({ method: 'GET', url: '/api/suppliers' }));
    expect(shown.find((company) => company.slug === 'cote-bleue-rentals')?.tier).toBe('vip');

    const riviera = json<{ items: Listed[] }>(await call(admin, 'GET', '/api/companies?search=riviera%20drive')).items[0]!;
    const deleted = await call(admin, 'POST', '/api/companies/delete', { companies: [a._id, b._id, riviera._id] });
    expect(json(deleted)).toEqual({ deleted: 2, kept: 1 });
    expect(json<{ total: number }>(await call(admin, 'GET', '/api/companies?search=bleue')).total).toBe(0);
    expect(json<{ total: number }>(await call(admin, 'GET', '/api/companies?search=riviera%20drive')).total).toBe(1);
  });

  it('is for the admins: a company refused before the body, a driver too', async () => {
    expect((await call(supplier, 'GET', '/api/companies')).statusCode).toBe(403);
    expect((await call(supplier, 'POST', '/api/companies', { nonsense: true })).statusCode).toBe(403);
    expect((await call(supplier, 'POST', '/api/companies/tier', { companies: [], tier: 'gold' })).statusCode).toBe(403);
    expect((await call(supplier, 'POST', '/api/companies/delete', { companies: [] })).statusCode).toBe(403);
  });
});
