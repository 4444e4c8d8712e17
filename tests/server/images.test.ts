import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedIfEmpty } from '@/server/seed/seed.ts';
import { bodyTypes, yachtKinds } from '@/server/services/images/index.ts';
import { databaseLabel, useTestServer, type TestServer } from '@/tests/support/server.ts';
import type { Schemas } from '@/openapi/types';

// These tests change images in the database directly, behind the server's back: keep no answers.
const server = useTestServer({ catalogCacheMs: 0 });
beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: false });
});

/** A drawing under /cdn: outside the contract's API, asked raw. */
const drawing = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url, headers });
const cars = async (size: number, on: TestServer = server) => (await on.GET('/api/cars', { params: { query: { size } } })).data!.items;
const yachts = async (size: number, on: TestServer = server) => (await on.GET('/api/yachts', { params: { query: { size } } })).data!.items;
const carOf = async (id: string) => (await server.GET('/api/cars/{id}', { params: { path: { id } } })).data!;

function expectDrawing(body: string, color: string) {
  expect(body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(body).toMatch(/^<svg [^>]*viewBox="0 0 300 200"/);
  expect(body).toMatch(/^<svg [^>]*role="img"/);
  expect(body).toMatch(/<title>[A-Za-z ]+<\/title>/);
  expect(body).toContain(`#${color}`);
  expect(body.trimEnd().endsWith('</svg>')).toBe(true);
  // Nothing a CSP of img-src 'self' would refuse, nothing that runs.
  expect(body).not.toMatch(/<script|<style|<image|<foreignObject|href=|on[a-z]+=|https?:\/\/(?!www\.w3\.org\/2000\/svg")/i);
}

describe(`images on ${databaseLabel}`, () => {
  it.each(bodyTypes)('draws a %s in its colour', async (bodyType) => {
    const response = await drawing(`/cdn/cars/${bodyType}-1f6feb.svg`);
    expect(response.statusCode).toBe(200);
    expectDrawing(response.body, '1f6feb');
  });

  it.each(yachtKinds)('draws a %s yacht in its colour', async (kind) => {
    const response = await drawing(`/cdn/yachts/${kind}-7b4a2a.svg`);
    expect(response.statusCode).toBe(200);
    expectDrawing(response.body, '7b4a2a');
  });

  it('draws a supplier without an avatar of its own as its initials on a plate, 60x30 in shape, for every supplier', async () => {
    const suppliers = (await server.GET('/api/suppliers')).data!;
    expect(suppliers.length).toBeGreaterThan(0);
    for (const supplier of suppliers) {
      expect(supplier.avatar).toMatch(/^\/cdn\/suppliers\/[a-z]{1,3}-[0-9a-f]{6}\.svg$/);
      const avatar = await drawing(supplier.avatar);
      expect(avatar.statusCode).toBe(200);
      expect(avatar.body).toMatch(/^<svg [^>]*viewBox="0 0 120 60"/);
      const initials = /\/([a-z]{1,3})-/.exec(supplier.avatar)![1]!.toUpperCase();
      expect(avatar.body).toContain(`>${initials}</text>`);
      expect(avatar.body).not.toMatch(/<script|<style|<image|href=|on[a-z]+=/i);
    }
    // The seed's Riviera Drive is "RD"; a car answers its supplier's avatar too.
    expect(suppliers.find((s) => s.slug === 'riviera-drive')!.avatar).toMatch(/\/rd-[0-9a-f]{6}\.svg$/);
    const [car] = await cars(1);
    expect(car!.supplier.avatar).toBe(suppliers.find((s) => s.slug === car!.supplier.slug)!.avatar);
    expect((await drawing('/cdn/suppliers/abcd-0b7285.svg')).statusCode).toBe(400);
    expect((await drawing('/cdn/suppliers/r1-0b7285.svg')).statusCode).toBe(400);
  });

  it('answers an SVG cached for good, compressed when asked', async () => {
    const response = await drawing('/cdn/cars/suv-1f6feb.svg', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['/cdn/cars/spaceship-1f6feb.svg', 'unknown body type'],
    ['/cdn/yachts/submarine-1f6feb.svg', 'unknown yacht kind'],
    ['/cdn/yachts/suv-1f6feb.svg', 'a body type among yachts'],
    ['/cdn/cars/suv-1f6fe.svg', 'a short colour'],
    ['/cdn/cars/suv-1f6fez.svg', 'a colour that is not hex'],
    ['/cdn/cars/suv-1F6FEB.svg', 'an upper-case colour'],
    ['/cdn/cars/suv-1f6feb.png', 'another extension'],
    ['/cdn/cars/suv-1f6feb.svg%3Cscript%3E', 'markup after the name'],
    ['/cdn/cars/..%2F..%2Fpackage.json', 'an encoded path traversal'],
    ['/cdn/cars/%2e%2e%2f%2e%2e%2fetc%2fpasswd', 'an encoded dot-dot traversal'],
    ['/cdn/cars/..%5C..%5Cpackage.json', 'a backslash traversal'],
  ])('refuses %s (%s) with a 400, without echoing it', async (url) => {
    const response = await drawing(url);
    expect(response.statusCode).toBe(400);
    const body = response.json<Schemas['Error']>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).not.toMatch(/spaceship|submarine|script|\.\./);
  });

  it('never answers a file from disk for a path that climbs out of /cdn', async () => {
    for (const url of ['/cdn/cars/../../package.json', '/cdn/../package.json', '/cdn/cars/a/../../../package.json']) {
      const response = await drawing(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('"dependencies"');
    }
    expect((await drawing('/cdn/boats/motor-ffffff.svg')).statusCode).toBe(404);
  });

  it('answers the catalogue with images under /cdn/ by default, drawn for each type and colour', async () => {
    const listed = await cars(100);
    expect(listed.length).toBeGreaterThan(0);
    for (const car of listed) expect(car.image).toBe(`/cdn/cars/${car.bodyType}-${car.color.slice(1)}.svg`);
    for (const yacht of await yachts(100)) expect(yacht.image).toBe(`/cdn/yachts/${yacht.kind}-${yacht.color.slice(1)}.svg`);
    const [first] = listed;
    const one = await carOf(first!._id);
    expect(one.image).toBe(first!.image);
    const image = await drawing(one.image);
    expect(image.statusCode).toBe(200);
    expectDrawing(image.body, first!.color.slice(1));
  });

  it('answers a stored https URL (a real image) as it is, and a row without an image with its drawing', async () => {
    const [car] = await cars(2);
    const [yacht] = await yachts(1);
    const image = 'https://images.example.com/cars/clio.jpg';
    await server.database.db.execute(sql`update cars set image = ${image} where id = ${car!._id}`);
    await server.database.db.execute(sql`update yachts set image = null where id = ${yacht!._id}`);
    expect((await carOf(car!._id)).image).toBe(image);
    expect((await server.GET('/api/yachts/{id}', { params: { path: { id: yacht!._id } } })).data!.image).toBe(
      `/cdn/yachts/${yacht!.kind}-${yacht!.color.slice(1)}.svg`,
    );
    await server.database.db.execute(sql`update cars set image = ${car!.image.replace('/cdn/', '')} where id = ${car!._id}`);
  });
});

describe(`images from a configured CDN on ${databaseLabel}`, () => {
  // The same data, served by an app whose images are under CDN_URL.
  let cdnServer: TestServer;
  beforeAll(async () => {
    cdnServer = await server.variant({ cdnUrl: 'https://cdn.example.com' });
  });
  afterAll(() => cdnServer.close());

  it('answers images under CDN_URL, and lets the pages load them', async () => {
    const { response, data } = await cdnServer.GET('/api/cars', { params: { query: { size: 5 } } });
    for (const car of data!.items) {
      expect(car.image).toBe(`https://cdn.example.com/cars/${car.bodyType}-${car.color.slice(1)}.svg`);
    }
    for (const yacht of await yachts(5, cdnServer)) expect(yacht.image).toMatch(/^https:\/\/cdn\.example\.com\/yachts\/[a-z]+-[0-9a-f]{6}\.svg$/);
    expect(response.headers.get('content-security-policy')).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example\.com/);
  });
});
