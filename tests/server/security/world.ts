import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { roleOf, type AccountRole } from '@/domain/accounts.ts';
import type { UserType } from '@/openapi/generated/enums.ts';
import { loadContract, type Contract } from '@/openapi/contract.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '@/server/seed/seed.ts';
import type { Schema } from '@/tests/support/contract-arbitraries.ts';
import { book, createActiveUser, createBookingDriver, file, formData, payByCard, setUserFlag, signInAs, tinyPng, type TestServer } from '@/tests/support/server.ts';

/**
 * What the security suite shares: the contract's operations as the tests walk them, and a world of records that
 * belong to different people (a driver's booking, payment and licence image; a supplier's car, yacht and image; the
 * team's coupons, places, posts and help entries), so that an operation can be asked about someone else's.
 */

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  secured: boolean;
  /** Who may call it, its `x-roles`: 'public', or the roles of domain/accounts.ts. */
  roles: 'public' | readonly AccountRole[];
  pathParams: string[];
  body?: 'json' | 'multipart';
  /** The 2xx answers' JSON schemas, $refs as written (`#/components/schemas/User`). */
  answers: unknown[];
  /** A 2xx answer is an event stream, which stays open. */
  stream: boolean;
}

type Raw = { $ref?: string; [field: string]: unknown };

export function contractOperations(contract: Contract = loadContract()): Operation[] {
  const resolve = (value: Raw): Raw => {
    if (!value.$ref) return value;
    const [, , kind, name] = value.$ref.split('/');
    return resolve((contract.components as unknown as Record<string, Record<string, Raw>>)[kind!]![name!]!);
  };
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const parameters = ((operation.parameters ?? []) as Raw[]).map(resolve) as Array<{ name: string; in: string }>;
      const content = operation.requestBody ? (resolve(operation.requestBody as Raw).content as Record<string, unknown>) : {};
      const successes = Object.entries(operation.responses)
        .filter(([status]) => status.startsWith('2'))
        .map(([, response]) => (resolve(response as Raw).content ?? {}) as Record<string, { schema?: unknown }>);
      const answers = successes.map((media) => media['application/json']?.schema);
      return {
        operationId: operation.operationId!,
        method: method.toUpperCase(),
        path,
        secured: (operation.security ?? contract.security ?? []).length > 0,
        roles: operation['x-roles'] as Operation['roles'],
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        body: content['application/json'] ? ('json' as const) : content['multipart/form-data'] ? ('multipart' as const) : undefined,
        answers: answers.filter((schema) => schema !== undefined),
        stream: successes.some((media) => 'text/event-stream' in media),
      };
    }),
  );
}

export const rows = async <T extends Record<string, unknown>>(server: TestServer, query: SQL) =>
  ((await server.database.db.execute<T>(query)) as { rows: T[] }).rows;
const firstId = async (server: TestServer, query: SQL) => (await rows<{ id: string }>(server, query))[0]!.id;

export interface World {
  /** A driver with a booking at Lago Strada, paid online, and his licence image. */
  jane: { _id: string; token: string };
  /** A driver with nothing of his own. */
  mallory: { _id: string; token: string };
  /** Riviera Drive's account: a supplier's, which owns none of the records below. */
  supplierToken: string;
  superadminToken: string;
  ids: Record<'user' | 'booking' | 'payment' | 'document' | 'car' | 'yacht' | 'image' | 'supplier' | 'coupon' | 'place' | 'post' | 'faq', string>;
  /**
   * One caller of each kind, each with the records it may reach: a guest, an account of each type of the contract
   * (a type added to it does not compile until it is given one here), and a suspended account.
   */
  callers: Record<'guest' | 'suspended' | UserType, Caller>;
}

export interface Caller {
  token?: string;
  /** What the caller acts as (domain/accounts.ts roleOf); none for a guest, nor for a suspended account's token. */
  role?: AccountRole;
  /** The records its addresses name: its own account (an admin's: Jane's), and the rest of World's. */
  ids: World['ids'];
}

/** The demo data, and records of Jane's and of Lago Strada's that nobody else signed in here may touch. */
export async function buildWorld(server: TestServer): Promise<World> {
  await seedIfEmpty(server.database, { demoAccounts: true });
  const jane = await createBookingDriver(server, { email: 'jane.security@example.org' });
  const mallory = await createActiveUser(server, { email: 'mallory.security@example.org' });
  const superadminToken = await signInAs(server, 'superadmin@example.com', DEMO_PASSWORD);
  const cars = (await server.GET('/api/cars', { params: { query: { supplier: ['lago-strada'], size: 5 } } })).data!.items;
  const car = cars.find((item) => item.available)!;
  // Within the booking horizon (domain/booking-limits.ts) whatever the day the suite runs: 200 days ahead, 10:00 UTC.
  const from = new Date(Date.now() + 200 * 86_400_000);
  from.setUTCHours(10, 0, 0, 0);
  const dates = { from, to: new Date(from.getTime() + 2 * 86_400_000) };
  const booked = await book(server, jane.token, car, { ...dates, paymentOption: 'payOnline', paymentType: 'card' });
  expect(booked.response.status, JSON.stringify(booked.error)).toBe(201);
  const booking = booked.data!._id;
  const paid = await payByCard(server.as(jane.token), booking);
  expect(paid.response.status, JSON.stringify(paid.error)).toBeLessThan(300);
  const uploaded = await server.as(superadminToken).POST('/api/fleet/{kind}/{id}/images', {
    params: { path: { kind: 'car', id: car._id } },
    body: { image: file(tinyPng, 'car.png', 'image/png') },
    bodySerializer: formData,
  });
  expect(uploaded.response.status, JSON.stringify(uploaded.error)).toBe(201);
  const lago = await firstId(server, sql`select id from suppliers where slug = 'lago-strada'`);
  // Lago Strada's account: the supplier of Jane's booking, car, yacht and image.
  const supplier = await createActiveUser(server, { email: 'lago.security@example.org' });
  await server.database.db.execute(sql`update users set type = 'supplier', supplier_id = ${lago} where id = ${supplier._id}`);
  const suspended = await createActiveUser(server, { email: 'suspended.security@example.org' });
  await setUserFlag(server.database, suspended._id, 'suspended', true);
  const ids: World['ids'] = {
    user: jane._id,
    booking,
    payment: await firstId(server, sql`select id from payments where booking_id = ${booking}`),
    document: await firstId(server, sql`select id from identity_documents where user_id = ${jane._id}`),
    car: car._id,
    yacht: await firstId(server, sql`select id from yachts where supplier_id = ${lago} union all select y.id from yachts y join suppliers s on s.id = y.supplier_id where s.slug <> 'riviera-drive' limit 1`),
    image: await firstId(server, sql`select id from vehicle_images where car_id = ${car._id}`),
    supplier: lago,
    coupon: await firstId(server, sql`select id from coupons limit 1`),
    place: await firstId(server, sql`select id from locations limit 1`),
    post: await firstId(server, sql`select id from blog_posts limit 1`),
    faq: await firstId(server, sql`select id from faq_entries limit 1`),
  };
  const account = (token: string, type: UserType, user = jane._id): Caller => ({ token, role: roleOf(type), ids: { ...ids, user } });
  return {
    jane,
    mallory,
    supplierToken: await signInAs(server, 'supplier@example.com', DEMO_PASSWORD),
    superadminToken,
    ids,
    callers: {
      guest: { ids },
      suspended: { token: suspended.token, ids: { ...ids, user: suspended._id } },
      user: account(jane.token, 'user'),
      supplier: account(supplier.token, 'supplier', supplier._id),
      admin: account(await signInAs(server, 'admin@example.com', DEMO_PASSWORD), 'admin'),
      superadmin: account(superadminToken, 'superadmin'),
    },
  };
}

/** The record each collection of the API's addresses names; an address of a new kind gets an id nobody has. */
const collections: Record<string, keyof World['ids']> = {
  user: 'user',
  users: 'user',
  'update-avatar': 'user',
  'delete-avatar': 'user',
  'delete-tokens': 'user',
  bookings: 'booking',
  payments: 'payment',
  documents: 'document',
  cars: 'car',
  yachts: 'yacht',
  images: 'image',
  suppliers: 'supplier',
  coupons: 'coupon',
  places: 'place',
  posts: 'post',
  'faq-entries': 'faq',
};

/** The operation's address, each path parameter the id of the world's record it names (a vehicle kind: 'car'). */
export function addressOf(operation: Pick<Operation, 'path'>, ids: World['ids']): string {
  const segments = operation.path.split('/');
  return operation.path.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (name === 'kind') return 'car';
    const before = segments[segments.indexOf(placeholder) - 1];
    const collection = before === '{kind}' ? 'cars' : before!;
    const key = collections[collection];
    return key ? ids[key] : randomUUID();
  });
}

/** A body the contract refuses, of the operation's own media type: JSON cut short, or a form that is not one. */
export function brokenBody(operation: Operation): Pick<InjectOptions, 'payload' | 'headers'> {
  if (operation.method === 'GET') return {};
  if (operation.body === 'multipart') return { payload: Buffer.from('--nothing\r\n garbage'), headers: { 'content-type': 'multipart/form-data; boundary=nothing' } };
  return { payload: '{"_id": "', headers: { 'content-type': 'application/json' } };
}

/** Where a body names a record by its uuid: `['_id']`, `['users', '[]']`, `['items', '[]', '_id']`… */
export type IdPath = string[];

/** The places a JSON body schema holds a uuid, found by walking it (its $refs, allOf/oneOf, properties and items). */
export function idPathsOf(schema: Schema, flatten: (schema: Schema) => Schema, depth = 0): IdPath[] {
  const flat = flatten(schema);
  if (flat.format === 'uuid') return [[]];
  if (depth > 4) return [];
  const inner = (flat.oneOf ?? flat.anyOf ?? []).flatMap((part) => idPathsOf(part, flatten, depth + 1));
  const fields = Object.entries(flat.properties ?? {}).flatMap(([name, field]) => idPathsOf(field, flatten, depth + 1).map((path) => [name, ...path]));
  const items = flat.items ? idPathsOf(flat.items, flatten, depth + 1).map((path) => ['[]', ...path]) : [];
  return [...inner, ...fields, ...items];
}

/** The body with `value` at the path; an array on the way is made one element long, from its first one (or an object). */
export function withIdAt(body: unknown, path: IdPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === '[]') {
    const first: unknown = Array.isArray(body) && body.length > 0 ? body[0] : {};
    return [withIdAt(first, rest, value)];
  }
  const object = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { ...object, [head!]: withIdAt(object[head!], rest, value) };
}
