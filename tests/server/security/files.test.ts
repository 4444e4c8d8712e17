import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, databaseLabel, file, formData, json, multipartBody, tinyPng, useTestServer } from '@/tests/support/server.ts';
import { addressOf, buildWorld, contractOperations, type World } from './world.ts';

/**
 * ASVS 5.0 V5, files: every upload of the contract (its multipart operations, so that a new one is asked the same),
 * sent by the superadmin, who may make each. Other proofs: tests/server/avatars.test.ts (re-encoding upright, without
 * metadata; GIFs and truncated images refused), documents.test.ts, fleet-manage.test.ts, suppliers.test.ts,
 * images.test.ts (the drawn images under /cdn never read a path out of their folder).
 */
const server = useTestServer();
let world: World;
beforeAll(async () => {
  world = await buildWorld(server);
});

const uploads = contractOperations().filter((operation) => operation.body === 'multipart');

/**
 * The operation's form with one file, its other fields the first value their enum allows (`kind: licence`): sent raw,
 * as the operations are walked from the contract, whatever their address.
 */
function send(operation: (typeof uploads)[number], file: { name: string; type: string; bytes: Buffer }, token = world.superadminToken) {
  const fields: Record<string, string> = operation.operationId === 'createBiometric' ? { kind: 'licence' } : {};
  const form = multipartBody(fields, { field: 'image', ...file });
  return server.inject({ method: 'POST', url: addressOf(operation, world.ids), headers: { ...bearer(token), ...form.headers }, payload: form.payload });
}

/** The addresses of stored images an answer names (`/avatars/<id>.webp`, `/supplier-avatars/...`, `/images/...`). */
const imagesIn = (body: unknown): string[] =>
  typeof body === 'string'
    ? /^\/(avatars|supplier-avatars|images)\//.test(body) ? [body] : []
    : body && typeof body === 'object' ? Object.values(body).flatMap(imagesIn) : [];

describe(`files (ASVS V5) on ${databaseLabel}`, () => {
  it('has uploads to check: the four of the contract', () => {
    expect(uploads.map((operation) => operation.operationId).sort()).toEqual(['addVehicleImage', 'createBiometric', 'updateAvatar', 'updateSupplierAvatar']);
  });

  for (const operation of uploads) {
    describe(operation.operationId, () => {
      it('V5.2.2 refuses a script named .png and sent as image/png: the first bytes decide (415)', async () => {
        for (const bytes of ['<?php system($_GET["c"]); ?>', '<script>alert(document.cookie)</script>', '#!/bin/sh\nrm -rf /\n']) {
          const response = await send(operation, { name: 'holiday.png', type: 'image/png', bytes: Buffer.from(bytes) });
          expect(response.statusCode, response.body).toBe(415);
          expect(json(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
        }
      });

      it('V5.2.2 takes a PNG named .jpg and sent as image/jpeg, as the PNG its bytes say', async () => {
        const response = await send(operation, { name: 'image.jpg', type: 'image/jpeg', bytes: tinyPng });
        expect(response.statusCode, response.body).toBeLessThan(300);
        if (operation.operationId === 'createBiometric') expect(json(response).contentType).toBe('image/png');
      });

      it('V5.2.1 refuses a file over 5 MB with 413 in the error shape', async () => {
        const response = await send(operation, { name: 'big.png', type: 'image/png', bytes: Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]) });
        expect(response.statusCode).toBe(413);
        expect(json(response)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
      });

      it('V5.3.2 keeps no part of the name the client gave: a path in it is neither stored nor answered', async () => {
        const response = await send(operation, { name: '../../../etc/passwd%00.png', type: 'image/png', bytes: tinyPng });
        expect(response.statusCode, response.body).toBeLessThan(300);
        expect(response.body).not.toMatch(/passwd|\.\.\//);
        for (const address of imagesIn(json(response))) expect(address).toMatch(/^\/(avatars|supplier-avatars|images)\/[0-9a-f-]{36}(\.webp|\/\w+\.webp)$/);
      });

      if (operation.operationId !== 'createBiometric') {
        it('V5.2.2 serves what it stores re-encoded as WebP, typed and nosniff, whatever was sent', async () => {
          const response = await send(operation, { name: 'image.png', type: 'image/png', bytes: tinyPng });
          const addresses = imagesIn(json(response));
          expect(addresses.length, response.body).toBeGreaterThan(0);
          for (const address of addresses) {
            // A stored image: outside the contract's API, asked raw.
            const served = await server.inject({ method: 'GET', url: address });
            expect(served.statusCode, address).toBe(200);
            expect(served.headers['content-type']).toBe('image/webp');
            expect(served.headers['x-content-type-options']).toBe('nosniff');
            expect(served.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
          }
        });
      }
    });
  }

  it("V5.4.1 serves a licence image under a name of the server's, typed by its bytes, inline and nosniff", async () => {
    const jane = server.as(world.jane.token);
    const stored = await jane.POST('/api/create-biometric', {
      body: { kind: 'licence', image: file(tinyPng, '"; filename=evil.html; x=".jpg', 'image/jpeg') },
      bodySerializer: formData,
    });
    expect(stored.response.status, JSON.stringify(stored.error)).toBe(201);
    const documentId = stored.data!._id;
    const served = await jane.GET('/api/user/{id}/documents/{documentId}', { params: { path: { id: world.jane._id, documentId } }, parseAs: 'arrayBuffer' });
    expect(served.response.status).toBe(200);
    expect(served.response.headers.get('content-type')).toBe('image/png');
    expect(served.response.headers.get('content-disposition')).toBe(`inline; filename="document-${documentId}.png"`);
    expect(served.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(served.data as ArrayBuffer).equals(tinyPng)).toBe(true);
  });
});
