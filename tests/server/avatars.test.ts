import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createActiveUser, databaseLabel, file, formData, multipartBody, promote, tinyPng, useTestServer } from '@/tests/support/server.ts';
import type { Schemas } from '@/openapi/types';

const server = useTestServer();
beforeEach(() => server.reset());

const upload = (userId: string, token: string | undefined, bytes: Buffer) =>
  server.as(token).POST('/api/update-avatar/{userId}', { params: { path: { userId } }, body: { image: file(bytes, 'me.jpg', 'image/jpeg') }, bodySerializer: formData });
const deleteAvatar = (userId: string, token: string) => server.as(token).POST('/api/delete-avatar/{userId}', { params: { path: { userId } } });
/** A stored image: outside the contract's API, asked raw. */
const fetchImage = (url: string) => server.inject({ method: 'GET', url });

/**
 * A 300×100 JPEG, red on its left half and blue on its right, that says (EXIF orientation 6) it is to be shown turned
 * a quarter clockwise: upright it is 100×300, red above blue. It carries a copyright in its EXIF.
 */
async function sidewaysImage() {
  const half = (r: number, b: number) => sharp({ create: { width: 150, height: 100, channels: 3, background: { r, g: 0, b } } }).png().toBuffer();
  return sharp({ create: { width: 300, height: 100, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([{ input: await half(255, 0), left: 0, top: 0 }, { input: await half(0, 255), left: 150, top: 0 }])
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Jane Roe, Nice' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

describe(`avatars on ${databaseLabel}`, () => {
  it('re-encodes the avatar upright, square, 256 px WebP without metadata, and serves it for good', async () => {
    const jane = await createActiveUser(server);
    const sideways = await sidewaysImage();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const { response, data, error } = await upload(jane._id, jane.token, sideways);
    expect(response.status, JSON.stringify(error)).toBe(200);
    const avatar = data!.avatar!;
    expect(avatar).toMatch(/^\/avatars\/[0-9a-f-]{36}\.webp$/);

    const served = await fetchImage(avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    // Turned upright before the square was cut from its middle: red above, blue below.
    const [top, bottom] = [await pixel(served.rawPayload, 128, 30), await pixel(served.rawPayload, 128, 226)];
    expect([top.r > 200, top.b < 60, bottom.r < 60, bottom.b > 200]).toEqual([true, true, true, true]);
    expect((await server.as(jane).GET('/api/user/{id}', { params: { path: { id: jane._id } } })).data?.avatar).toBe(avatar);
  });

  it.each([
    ['PNG', () => sharp({ create: { width: 40, height: 90, channels: 4, background: '#00ff0080' } }).png().toBuffer()],
    ['WebP', () => sharp({ create: { width: 500, height: 500, channels: 3, background: '#123456' } }).webp().toBuffer()],
    ['the smallest PNG', () => Promise.resolve(tinyPng)],
  ])('takes a %s image', async (_label, make) => {
    const jane = await createActiveUser(server);
    const { response, data, error } = await upload(jane._id, jane.token, await make());
    expect(response.status, JSON.stringify(error)).toBe(200);
    const served = await fetchImage(data!.avatar!);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('removes the old avatar when it is replaced or deleted', async () => {
    const jane = await createActiveUser(server);
    const first = (await upload(jane._id, jane.token, tinyPng)).data!.avatar!;
    const second = (await upload(jane._id, jane.token, await sidewaysImage())).data!.avatar!;
    expect(second).not.toBe(first);
    expect((await fetchImage(first)).statusCode).toBe(404);
    expect((await fetchImage(second)).statusCode).toBe(200);
    const deleted = await deleteAvatar(jane._id, jane.token);
    expect(deleted.data).toMatchObject({ avatar: null });
    expect((await fetchImage(second)).statusCode).toBe(404);
    const rows = await server.database.db.execute(sql`select count(*)::int as n from avatars`);
    expect((rows as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1')],
    ['text said to be a JPEG', Buffer.from('hello, I am an image')],
    ['a PNG header followed by garbage', Buffer.concat([tinyPng.subarray(0, 16), Buffer.alloc(2000, 0x41)])],
    ['a JPEG header followed by garbage', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x7f)])],
    ['a WebP header followed by garbage', Buffer.concat([Buffer.from('RIFF\x00\x10\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(2000, 0x11)])],
  ])('refuses %s with 415, never a 500', async (_label, bytes) => {
    const jane = await createActiveUser(server);
    const { response, error } = await upload(jane._id, jane.token, bytes);
    expect(response.status, JSON.stringify(error)).toBe(415);
    expect(error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses an image over 5 MB (413) and a form without one (400)', async () => {
    const jane = await createActiveUser(server);
    const big = await upload(jane._id, jane.token, Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.response.status).toBe(413);
    // Forms the contract's types cannot say: sent raw.
    const none = multipartBody({});
    const missing = await server.inject({ method: 'POST', url: `/api/update-avatar/${jane._id}`, headers: { ...bearer(jane.token), ...none.headers }, payload: none.payload });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Schemas['Error']>().message).toContain('image');
    const text = multipartBody({ image: 'not a file' });
    const notAFile = await server.inject({ method: 'POST', url: `/api/update-avatar/${jane._id}`, headers: { ...bearer(jane.token), ...text.headers }, payload: text.payload });
    expect(notAFile.statusCode).toBe(400);
    expect(notAFile.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'body/image: Please add an image.' });
  });

  it("refuses another user's avatar (403) and lets an admin change it", async () => {
    const jane = await createActiveUser(server);
    const mallory = await createActiveUser(server, { email: 'mallory@example.org' });
    expect((await upload(jane._id, mallory.token, tinyPng)).response.status).toBe(403);
    expect((await deleteAvatar(jane._id, mallory.token)).response.status).toBe(403);
    expect((await upload(jane._id, undefined, tinyPng)).response.status).toBe(401);
    await promote(server.database, mallory._id, 'admin');
    expect((await upload(jane._id, mallory.token, tinyPng)).response.status).toBe(200);
    expect((await upload('00000000-0000-4000-8000-000000000000', mallory.token, tinyPng)).response.status).toBe(404);
  });

  it('answers 404 for an address that is no stored image, and the pages allow images of this site', async () => {
    for (const url of ['/avatars/nothing.webp', '/avatars/00000000-0000-4000-8000-000000000000.webp', '/avatars/00000000-0000-4000-8000-000000000000.png']) {
      const response = await fetchImage(url);
      expect(response.statusCode, url).toBe(404);
    }
    expect(String((await fetchImage('/avatars/x.webp')).headers['content-security-policy'])).toMatch(/img-src 'self'/);
  });
});
