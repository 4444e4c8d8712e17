import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '@/openapi/contract.ts';
import { seedIfEmpty } from '@/server/seed/seed.ts';
import { bearer, book, createBookingDriver, databaseLabel, json, multipartBody, signInAs, tinyPng, useTestServer } from '@/tests/support/server.ts';

/**
 * Who may call what (server/access.ts): a caller asking about someone else's resource named in the address is refused
 * whatever the body, which is then neither parsed nor validated; one named in the body is checked on the body the
 * contract validated; and nothing a token unlocks may be kept by a cache.
 */
const server = useTestServer();
let jane: { _id: string; token: string };
let mallory: { _id: string; token: string };
let janesBooking: string;
let janesPartner: string;

beforeAll(async () => {
  await seedIfEmpty(server.database, { demoAccounts: false });
  jane = await createBookingDriver(server, { email: 'jane.access@example.org' });
  mallory = await createBookingDriver(server, { email: 'mallory.access@example.org' });
  const cars = (await server.GET('/api/cars', { params: { query: { supplier: ['lago-strada'], size: 5 } } })).data!.items;
  const car = cars.find((item) => item.available)!;
  const booked = await book(server, jane.token, car, {
    // Within the booking horizon (domain/booking-limits.ts) whatever the day the suite runs.
    from: new Date(Math.ceil(Date.now() / 86_400_000 + 150) * 86_400_000 + 10 * 3_600_000),
    to: new Date(Math.ceil(Date.now() / 86_400_000 + 152) * 86_400_000 + 10 * 3_600_000),
    paymentOption: 'payOnline',
    paymentType: 'card',
  });
  expect(booked.response.status, JSON.stringify(booked.error)).toBe(201);
  janesBooking = booked.data!._id;
  const partner = await server.as(jane).POST('/api/additional-driver/create', {
    body: { fullName: 'Sam Partner', email: 'sam@example.org', phone: '+33 6 12 34 56 78', birthDate: '1990-02-03' },
  });
  expect(partner.response.status, JSON.stringify(partner.error)).toBe(201);
  janesPartner = partner.data!._id!;
});

interface Operation {
  operationId: string;
  method: string;
  path: string;
}

/** The operations of the contract that take a bearer token. */
function securedOperations(): Operation[] {
  const contract = loadContract();
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => operation.operationId && (operation.security ?? contract.security ?? []).length > 0)
      .map(([method, operation]) => ({ operationId: operation.operationId!, method: method.toUpperCase(), path })),
  );
}

describe(`access on ${databaseLabel}`, () => {
  it('answers every operation that takes a token with Cache-Control: no-store, with or without one, whatever the status', async () => {
    // Signing out, here or everywhere, ends the session the sweep uses: last. The sweep is a user of its own, since
    // signing out everywhere ends the sessions of the other tests' user too.
    const last = (operation: Operation) => Number(['signOut', 'deleteTokens'].includes(operation.operationId));
    const operations = securedOperations().sort((a, b) => last(a) - last(b));
    expect(operations.length).toBeGreaterThan(20);
    const sweeper = await createBookingDriver(server, { email: 'sweep.access@example.org' });
    const token = await signInAs(server, 'sweep.access@example.org', 'secret123');
    const seen: string[] = [];
    for (const { operationId, method, path } of operations) {
      // Path parameters are the caller's own id: the answers are real ones (200, 400, 404...), not only refusals.
      const url = path.replace(/\{(\w+)\}/g, () => sweeper._id);
      // The live stream stays open: its answer is read as it starts, then let go.
      const payloadAsStream = operationId === 'streamNotifications';
      for (const headers of [bearer(token), {}]) {
        const response = await server.inject({ method: method as InjectOptions['method'], url, headers, payloadAsStream });
        expect(response.headers['cache-control'], `${operationId} ${response.statusCode}`).toBe('no-store');
        seen.push(`${operationId} ${response.statusCode}`);
        if (payloadAsStream) response.stream().destroy();
      }
    }
    // Both kinds of answer were checked: successes and refusals.
    expect(seen.some((entry) => entry.endsWith(' 200'))).toBe(true);
    expect(seen.some((entry) => entry.endsWith(' 401'))).toBe(true);
  });

  it('leaves the public catalogue cacheable', async () => {
    const { response } = await server.GET('/api/locations');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).not.toBe('no-store');
  });

  const image = multipartBody({}, { field: 'avatar', name: 'me.png', type: 'image/png', bytes: tinyPng });
  const notAForm = { payload: Buffer.from('--nothing-here\r\n garbage'), headers: { 'content-type': 'multipart/form-data; boundary=nothing-here' } };

  /**
   * Someone else's resource, asked with a valid body and with an invalid one. Named in the address: the same refusal,
   * before either body is looked at. Named in the body (`idIn: 'body'`): the id is read from the body the contract
   * validated, the value the handler acts on (issue 24: `["id"]` once passed a check of the raw body), so an invalid
   * body is a 400 and a valid one the refusal.
   */
  const strangers: Array<{ name: string; status: number; code: string; idIn?: 'body'; request: (body: 'valid' | 'invalid') => InjectOptions }> = [
    {
      name: "another user's avatar (multipart)",
      status: 403,
      code: 'FORBIDDEN',
      request: (body) => {
        const form = body === 'valid' ? image : notAForm;
        return { method: 'POST', url: `/api/update-avatar/${jane._id}`, headers: { ...bearer(mallory.token), ...form.headers }, payload: form.payload };
      },
    },
    {
      name: "another user's profile",
      idIn: 'body',
      status: 403,
      code: 'FORBIDDEN',
      request: (body) => ({
        method: 'POST',
        url: '/api/update-user',
        headers: bearer(mallory.token),
        payload: body === 'valid' ? { _id: jane._id, fullName: 'Owned' } : { _id: jane._id, type: 'admin', fullName: 42 },
      }),
    },
    {
      name: "another user's language",
      idIn: 'body',
      status: 403,
      code: 'FORBIDDEN',
      request: (body) => ({ method: 'POST', url: '/api/update-language', headers: bearer(mallory.token), payload: { id: jane._id, language: body === 'valid' ? 'ru' : 'xx' } }),
    },
    {
      name: "another user's email notifications",
      idIn: 'body',
      status: 403,
      code: 'FORBIDDEN',
      request: (body) => ({
        method: 'POST',
        url: '/api/update-email-notifications',
        headers: bearer(mallory.token),
        payload: { _id: jane._id, enableEmailNotifications: body === 'valid' ? false : 'no' },
      }),
    },
    {
      name: "another user's password",
      idIn: 'body',
      status: 403,
      code: 'FORBIDDEN',
      request: (body) => ({
        method: 'POST',
        url: '/api/change-password',
        headers: bearer(mallory.token),
        payload: body === 'valid' ? { _id: jane._id, currentPassword: 'secret123', newPassword: 'owned-owned' } : { _id: jane._id, newPassword: 1 },
      }),
    },
    {
      name: "another user's email address",
      idIn: 'body',
      status: 403,
      code: 'FORBIDDEN',
      request: (body) => ({
        method: 'POST',
        url: '/api/update-email',
        headers: bearer(mallory.token),
        payload: body === 'valid' ? { _id: jane._id, email: 'mallory2@example.org', password: 'secret123' } : { _id: jane._id, email: 'nope' },
      }),
    },
    {
      name: 'a suspension, asked by a driver',
      status: 403,
      code: 'FORBIDDEN',
      request: (body) => ({ method: 'POST', url: `/api/users/${jane._id}/suspension`, headers: bearer(mallory.token), payload: { suspended: body === 'valid' ? true : 'very' } }),
    },
    {
      name: 'a change of type, asked by a driver',
      status: 403,
      code: 'FORBIDDEN',
      request: (body) => ({ method: 'POST', url: `/api/users/${jane._id}/type`, headers: bearer(mallory.token), payload: { type: body === 'valid' ? 'superadmin' : 'king' } }),
    },
    {
      name: 'a licence check, asked by a driver',
      status: 403,
      code: 'FORBIDDEN',
      request: (body) => ({ method: 'POST', url: `/api/users/${jane._id}/licence-verification`, headers: bearer(mallory.token), payload: { verified: body === 'valid' ? true : 'yes' } }),
    },
    {
      name: "another driver's booking amended",
      status: 404,
      code: 'NOT_FOUND',
      request: (body) => ({
        method: 'PATCH',
        url: `/api/bookings/${janesBooking}`,
        headers: bearer(mallory.token),
        payload: body === 'valid' ? { total: 100 } : { from: 'not a date', surprise: true },
      }),
    },
    {
      // A driver never sets a status (updateBookingStatus's x-roles): refused as a driver, whoever's booking it is.
      name: "another driver's booking status",
      status: 403,
      code: 'FORBIDDEN',
      request: (body) => ({
        method: 'POST',
        url: `/api/bookings/${janesBooking}/status`,
        headers: bearer(mallory.token),
        payload: { status: body === 'valid' ? 'cancelled' : 'stolen' },
      }),
    },
    {
      name: "another driver's booking paid",
      status: 404,
      code: 'NOT_FOUND',
      request: (body) => ({
        method: 'POST',
        url: `/api/bookings/${janesBooking}/payments`,
        headers: { ...bearer(mallory.token), ...(body === 'valid' ? { 'idempotency-key': randomUUID() } : {}) },
        payload: body === 'valid' ? { paymentType: 'card', card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } } : { paymentType: 'gold' },
      }),
    },
    {
      name: "another driver's additional driver removed",
      idIn: 'body',
      status: 404,
      code: 'NOT_FOUND',
      request: (body) => ({
        method: 'DELETE',
        url: '/api/additional-driver/delete',
        headers: bearer(mallory.token),
        payload: body === 'valid' ? { _id: janesPartner } : { _id: janesPartner, reason: 'unknown field' },
      }),
    },
  ];

  for (const { name, status, code, idIn, request } of strangers) {
    const when = idIn === 'body' ? 'once its body is valid' : 'before the body, valid or not';
    it(`refuses ${name} with ${status} ${when}`, async () => {
      for (const body of ['valid', 'invalid'] as const) {
        const response = await server.inject(request(body));
        const [expectedStatus, expectedCode] = idIn === 'body' && body === 'invalid' ? [400, 'VALIDATION_ERROR'] : [status, code];
        expect(response.statusCode, `${body} body: ${response.body}`).toBe(expectedStatus);
        expect(json(response).code).toBe(expectedCode);
      }
    });
  }

  it('asks for a token before reading a body: 401 for a guest, whatever he sends', async () => {
    for (const form of [image, notAForm]) {
      const response = await server.inject({ method: 'POST', url: `/api/update-avatar/${jane._id}`, headers: form.headers, payload: form.payload });
      expect(response.statusCode).toBe(401);
      expect(json(response).code).toBe('UNAUTHORIZED');
    }
    const invalid = await server.inject({ method: 'PATCH', url: `/api/bookings/${janesBooking}`, payload: { from: 'never' } });
    expect(invalid.statusCode).toBe(401);
  });

  it('still validates the body of the owner: the checks come first, the contract after', async () => {
    const amend = await server.inject({ method: 'PATCH', url: `/api/bookings/${janesBooking}`, headers: bearer(jane.token), payload: { from: 'not a date' } });
    expect(amend.statusCode).toBe(400);
    expect(json(amend).code).toBe('VALIDATION_ERROR');
    const language = await server.inject({ method: 'POST', url: '/api/update-language', headers: bearer(jane.token), payload: { id: jane._id, language: 'xx' } });
    expect(language.statusCode).toBe(400);
    // And a booking id that is not one is the contract's 400, not a database error.
    const notAnId = await server.inject({ method: 'PATCH', url: '/api/bookings/not-an-id', headers: bearer(jane.token), payload: { total: 1 } });
    expect(notAnId.statusCode).toBe(400);
    // Nothing of Jane's was changed by Mallory's tries above.
    const { data: me } = await server.as(jane).GET('/api/user/{id}', { params: { path: { id: jane._id } } });
    expect(me).toMatchObject({ fullName: 'Jane Roe', language: 'en', enableEmailNotifications: true });
  });
});
