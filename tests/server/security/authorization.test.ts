import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '@/openapi/contract.ts';
import { DEMO_PASSWORD } from '@/server/seed/seed.ts';
import { createSchemaArbitraries } from '@/tests/support/contract-arbitraries.ts';
import { createFuzzer } from '@/tests/support/contract-fuzz.ts';
import { bearer, createActiveUser, databaseLabel, json, signIn, signInAs, useTestServer, validSignUp } from '@/tests/support/server.ts';
import { addressOf, brokenBody, buildWorld, contractOperations, idPathsOf, withIdAt, type World } from './world.ts';

/**
 * ASVS 5.0 V8, authorization. Which roles may call an operation is its `x-roles` in the contract, enforced by
 * server/access-checks.ts secureRoute; what belongs to whom is server/access.ts and access-checks.ts. These tests walk
 * the contract, so that an operation added to it is asked the same questions. Other proofs: tests/server/access.test.ts
 * (an id in the body, checked on the body the contract validated), fleet-access.test.ts (one supplier's account and
 * another's vehicles), acting-on-accounts.test.ts (an admin on a fellow admin's account), suspension.test.ts,
 * users-admin.test.ts and suppliers-admin.test.ts (what only the team or a superadmin does).
 */
const server = useTestServer();
let world: World;
beforeAll(async () => {
  world = await buildWorld(server);
});

/** A body the contract's types refuse (an id of another shape, a field that may not be set): raw. */
const post = (url: string, payload?: unknown, headers?: Record<string, string>) => server.inject({ method: 'POST', url, payload: payload as object, headers });

const operations = contractOperations();
const withPathId = operations.filter((operation) => operation.pathParams.length > 0);

/**
 * The operations with a path parameter that take no token, and why that is right: what they name is public, or the
 * address itself carries the proof. A new one fails the test below until it is added here.
 */
const publicWithPathParameter: Record<string, string> = {
  getCar: 'the public catalogue: a car any visitor may see',
  getYacht: 'the public catalogue: a yacht any visitor may see',
  getOffer: 'the public catalogue: a car or a yacht by id',
  getBlogPost: 'a published post, by its slug',
  checkToken: "an emailed link: the 256-bit token in the address is the proof, checked with the user's id and address",
  resend: 'an address to send a link to: the link goes to that address only, five an hour',
  signIn: 'the app signed in to (frontend or backend), not a record',
  signInWithCode: 'the app signed in to, not a record',
  googleSignIn: 'the app signed in to, not a record',
};

describe(`authorization (ASVS V8) on ${databaseLabel}`, () => {
  it("V8.2.2 refuses to read or change another user's data (403)", async () => {
    const jane = await createActiveUser(server);
    const mallory = await createActiveUser(server, { email: 'mallory@example.org' });
    const as = server.as(mallory);
    const attempts = [
      as.GET('/api/user/{id}', { params: { path: { id: jane._id } } }),
      as.POST('/api/update-user', { body: { _id: jane._id, fullName: 'Owned' } }),
      as.POST('/api/update-language', { body: { id: jane._id, language: 'ru' } }),
      as.POST('/api/update-email-notifications', { body: { _id: jane._id, enableEmailNotifications: false } }),
      as.POST('/api/delete-avatar/{userId}', { params: { path: { userId: jane._id } } }),
      as.DELETE('/api/delete-tokens/{userId}', { params: { path: { userId: jane._id } } }),
      as.GET('/api/user/{id}/wallet', { params: { path: { id: jane._id } } }),
    ];
    for (const { response, error } of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(error?.code).toBe('FORBIDDEN');
    }
    const { data: unchanged } = await server.as(jane).GET('/api/user/{id}', { params: { path: { id: jane._id } } });
    expect(unchanged).toMatchObject({ fullName: 'Jane Roe', language: 'en', enableEmailNotifications: true });
  });

  it("V8.2.2 refuses another user's id in a body sent as an array, a number or an object (400), and changes nothing", async () => {
    // Found from outside (issue 24): `{"_id": ["<her id>"]}` passed the check on the raw body, then validation coerced
    // it to her id and the handler changed her profile.
    const jane = await createActiveUser(server, { email: 'jane.shapes@example.org' });
    const mallory = await createActiveUser(server, { email: 'mallory.shapes@example.org' });
    const { _id: janesId } = jane;
    for (const shape of [[janesId], { id: janesId }, 42]) {
      for (const [url, payload] of [
        ['/api/update-user', { _id: shape, fullName: 'Owned' }],
        ['/api/update-language', { id: shape, language: 'ru' }],
        ['/api/update-email-notifications', { _id: shape, enableEmailNotifications: false }],
        ['/api/change-password', { _id: shape, oldPassword: 'secret123', newPassword: 'owned123' }],
        ['/api/update-email', { _id: shape, email: 'owned@example.org', password: 'secret123' }],
      ] as const) {
        const response = await post(url, payload, bearer(mallory.token));
        expect(response.statusCode, `${url} ${JSON.stringify(shape)}: ${response.body}`).toBe(400);
        expect(json(response).code).toBe('VALIDATION_ERROR');
      }
    }
    const { data: unchanged } = await server.as(jane).GET('/api/user/{id}', { params: { path: { id: janesId } } });
    expect(unchanged).toMatchObject({ fullName: 'Jane Roe', language: 'en', enableEmailNotifications: true, email: 'jane.shapes@example.org' });
    // signIn throws unless the password still signs her in.
    expect((await signIn(server, 'jane.shapes@example.org', 'secret123'))._id).toBe(janesId);
  });

  it('V8.2.1 takes a token for every operation with a path parameter but those named public, each for a reason', () => {
    const open = withPathId.filter((operation) => !operation.secured).map((operation) => operation.operationId);
    expect(open.sort()).toEqual(Object.keys(publicWithPathParameter).sort());
    // And the walk below has something to walk.
    expect(withPathId.filter((operation) => operation.secured).length).toBeGreaterThan(30);
  });

  /**
   * Each operation of the contract asked by every kind of caller (world.callers: a guest, an account of each type, a
   * suspended one), with a body the contract refuses and the caller's own records in its address. Where the
   * operation's x-roles leave out the caller's role, it is refused before its body is read: 401 without an account
   * that may act, 403 with one. Where they list it, never so: whatever else it answers (400 mostly) is the body's.
   */
  for (const operation of operations) {
    const who = operation.roles === 'public' ? 'anyone' : operation.roles.join(', ');
    it(`V8.2.1 lets ${who} call ${operation.operationId}, and refuses the others before reading its body`, async () => {
      for (const [name, caller] of Object.entries(world.callers)) {
        const listed = operation.roles === 'public' || (caller.role !== undefined && operation.roles.includes(caller.role));
        const url = addressOf(operation, caller.ids);
        const body = brokenBody(operation);
        const headers = { ...(caller.token ? bearer(caller.token) : {}), ...body.headers };
        // A live stream stays open: its answer is read as it starts, then let go.
        const payloadAsStream = listed && operation.stream;
        const response = await server.inject({ method: operation.method as 'GET', url, payload: body.payload, headers, payloadAsStream });
        if (payloadAsStream) response.stream().destroy();
        const what = `${name}: ${operation.method} ${url} ${response.statusCode} ${payloadAsStream ? '' : response.body}`;
        if (listed) {
          expect([401, 403], what).not.toContain(response.statusCode);
          continue;
        }
        expect(response.statusCode, what).toBe(caller.role ? 403 : 401);
        const refusal = json(response);
        expect(Object.keys(refusal).sort(), what).toEqual(['code', 'message']);
        expect(refusal.code, what).toBe(caller.role ? 'FORBIDDEN' : 'UNAUTHORIZED');
        expect(refusal.message, what).toBeTypeOf('string');
      }
    });
  }

  /**
   * Each operation with a token and a path id, asked about a record of someone else's (Jane's, Lago Strada's, the
   * team's) by a driver and by another supplier's account, with a body the contract refuses: 403 or 404, never the
   * 400 the body deserves, so the record was checked before the body was read. The same request from one who may
   * (Jane herself, or the superadmin) is the 400: the body was indeed one to refuse.
   */
  for (const operation of withPathId.filter((candidate) => candidate.secured)) {
    it(`V8.2.2 refuses ${operation.operationId} on someone else's record with 403 or 404, before reading its body`, async () => {
      const url = addressOf(operation, world.ids);
      const ask = (token: string) => {
        const body = brokenBody(operation);
        return server.inject({ method: operation.method as 'GET', url, payload: body.payload, headers: { ...bearer(token), ...body.headers } });
      };
      for (const [who, token] of [['a driver', world.mallory.token], ["another supplier's account", world.supplierToken]] as const) {
        const response = await ask(token);
        expect([403, 404], `${who}: ${operation.method} ${url} ${response.statusCode} ${response.body}`).toContain(response.statusCode);
        expect(['FORBIDDEN', 'NOT_FOUND']).toContain(json(response).code);
      }
      if (operation.method === 'GET') return;
      const allowed = [(await ask(world.jane.token)).statusCode, (await ask(world.superadminToken)).statusCode];
      expect(allowed, `${operation.operationId}: Jane or the superadmin is refused the body`).toContain(400);
    });
  }

  /**
   * Each operation whose body names a record by its uuid, asked by every role with the id as the contract says (a
   * string) and as an array, a number and an object: the string reaches the operation (the body is otherwise valid),
   * the other shapes are refused as invalid (400) or by the same refusal the string met before its body was looked at.
   * A body is never coerced (an id sent as `["id"]` once became the id after its check, issue 24).
   */
  const fuzzer = createFuzzer(loadContract());
  const { valid, flatten } = createSchemaArbitraries(loadContract());
  const withBodyIds = fuzzer.operations.filter((operation) => operation.secured && operation.body?.type === 'json');
  const roles = ['a driver', 'a supplier', 'an admin', 'the superadmin'] as const;
  const tokenOf = async (role: (typeof roles)[number]) =>
    role === 'a driver'
      ? world.mallory.token
      : role === 'a supplier'
        ? world.supplierToken
        : role === 'the superadmin'
          ? world.superadminToken
          : signInAs(server, 'admin@example.com', DEMO_PASSWORD);

  /**
   * Bodies the drawn samples never make valid: a `oneOf` of required fields; a supplier that must exist (a driver of
   * the test's own is made a supplier of Lago Strada, by each role allowed to).
   */
  const knownBodies: Record<string, () => Promise<{ body: unknown; url?: string }>> = {
    markNotifications: () => Promise.resolve({ body: { ids: [randomUUID()], read: true } }),
    setUserType: async () => {
      const driver = await createActiveUser(server, { email: `typed.${randomUUID()}@example.org` });
      return { body: { type: 'supplier', supplierId: world.ids.supplier }, url: `/api/users/${driver._id}/type` };
    },
  };

  it('V8.2.2 the walk below has every operation whose body names a record', () => {
    const named = withBodyIds.filter((operation) => idPathsOf(operation.body!.schema, flatten).length > 0).map((operation) => operation.operationId);
    expect(named).toEqual(expect.arrayContaining(['updateUser', 'updateLanguage', 'updateEmailNotifications', 'changePassword', 'updateEmail', 'deleteAdditionalDriver', 'createBooking', 'setFleetAvailability']));
  });

  for (const operation of withBodyIds) {
    const paths = idPathsOf(operation.body!.schema, flatten);
    if (paths.length === 0) continue;
    it(`V8.2.2 takes ${operation.operationId}'s ids (${paths.map((path) => path.join('.')).join(', ')}) as strings only, as every role`, async () => {
      const known = await knownBodies[operation.operationId]?.();
      const url = known?.url ?? addressOf(operation, world.ids);
      const samples = known ? [known.body] : fc.sample(valid(operation.body!.schema), { numRuns: 40, seed: 24 });
      const send = (token: string, body: unknown) =>
        server.inject({ method: operation.method as 'POST', url, payload: JSON.stringify(body), headers: { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': randomUUID() } });
      for (const role of roles) {
        const token = await tokenOf(role);
        for (const path of paths) {
          // A body the contract allows, with an id nobody has at the path: whatever it answers, not that it is invalid.
          let body: unknown;
          let baseline: Awaited<ReturnType<typeof send>> | undefined;
          for (const sample of samples) {
            body = known ? sample : withIdAt(sample, path, randomUUID());
            baseline = await send(token, body);
            if (!(baseline.statusCode === 400 && json(baseline).code === 'VALIDATION_ERROR')) break;
          }
          expect(baseline!.statusCode === 400 && json(baseline!).code === 'VALIDATION_ERROR', `${role}: no valid body found: ${baseline!.body}`).toBe(false);
          const refusedBeforeBody = [401, 403].includes(baseline!.statusCode);
          for (const shape of [[randomUUID()], 42, { id: randomUUID() }]) {
            const response = await send(token, withIdAt(body, path, shape));
            const what = `${role}, ${path.join('.')} as ${JSON.stringify(shape)}: ${response.statusCode} ${response.body} (as a string: ${baseline!.statusCode})`;
            if (refusedBeforeBody && response.statusCode === baseline!.statusCode) continue;
            expect(response.statusCode, what).toBe(400);
            expect(json(response).code, what).toBe('VALIDATION_ERROR');
          }
        }
      }
    });
  }

  it.each([
    ['type', 'admin'],
    ['suspended', false],
    ['verified', true],
    ['email', 'new@example.org'],
  ])('V8.2.3 refuses mass assignment of %s through update-user', async (field, value) => {
    const jane = await createActiveUser(server, { email: `mass.${field}@example.org` });
    const response = await post('/api/update-user', { _id: jane._id, [field]: value }, bearer(jane.token));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ code: 'VALIDATION_ERROR', message: `body has a field that may not be set: ${field}` });
    const { data: me } = await server.as(jane).GET('/api/user/{id}', { params: { path: { id: jane._id } } });
    expect(me).toMatchObject({ type: 'user', email: `mass.${field}@example.org` });
  });

  it('V8.2.3 refuses to let sign-up choose the account type or verification', async () => {
    const response = await post('/api/sign-up', { ...validSignUp({ email: 'chooser@example.org' }), type: 'admin', verified: true });
    expect(response.statusCode).toBe(400);
  });
});
