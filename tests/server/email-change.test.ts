import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createActiveUser, databaseLabel, json, lastLinkTo, mailbox, startTestServer, type TestServer } from '@/tests/support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });
const linkParams = (url: URL) => ({ userId: url.searchParams.get('u')!, email: url.searchParams.get('e')!, token: url.searchParams.get('t')! });

/** Jane asks for a new address; answers her and the link the new address received. */
async function askForChange(email = 'jane.new@example.org', overrides: Record<string, unknown> = {}) {
  const jane = await createActiveUser(server, overrides);
  const response = await post('/api/update-email', { _id: jane._id, email, password: 'secret123' }, bearer(jane.token));
  expect(response.statusCode, response.body).toBe(200);
  const { email: sent, url } = await lastLinkTo(server.database, email);
  return { jane, response, sent, url, link: linkParams(url) };
}

describe(`email change on ${databaseLabel}`, () => {
  it('emails a one-day link to the new address, tells the old one, and the link makes the new address the account’s', async () => {
    const { jane, response, sent, url, link } = await askForChange();
    expect(json(response)).toMatchObject({ email: 'jane@example.org', pendingEmail: 'jane.new@example.org' });
    expect(sent.subject).toBe('Confirm your new Azura email address');
    expect(url.pathname).toBe('/confirm-email');
    expect(link).toMatchObject({ userId: jane._id, email: 'jane.new@example.org' });
    const notice = (await mailbox(server.database)).find((row) => row.toAddress === 'jane@example.org' && row.kind === 'emailChangeNotice');
    expect(notice?.textBody).toContain('jane.new@example.org');
    const seconds = await server.database.db.execute(sql`select extract(epoch from expires_at - created_at)::int as s, email from user_tokens where purpose = 'emailChange'`);
    expect((seconds as unknown as { rows: unknown[] }).rows).toEqual([{ s: 86_400, email: 'jane.new@example.org' }]);

    const check = await server.app.inject({ method: 'GET', url: `/api/check-token/frontend/${link.userId}/${encodeURIComponent(link.email)}/${link.token}` });
    expect(json(check)).toEqual({ status: 'valid', purpose: 'emailChange' });
    const confirmed = await post('/api/confirm-email', link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json(confirmed)).toMatchObject({ email: 'jane.new@example.org', pendingEmail: null });
    expect((await post('/api/sign-in/frontend', { email: 'jane.new@example.org', password: 'secret123' })).statusCode).toBe(200);
    expect((await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'secret123' })).statusCode).toBe(401);
    const again = await post('/api/confirm-email', link);
    expect(again.statusCode).toBe(400);
    expect(json(again).code).toBe('TOKEN_INVALID');
  });

  it("writes both emails in the user's language, with the language in the link", async () => {
    const { sent, url } = await askForChange('jane.new@example.org', { language: 'fr' });
    expect(sent.subject).toBe('Confirmez votre nouvelle adresse e-mail Azura');
    expect(url.pathname).toBe('/fr/confirm-email');
    const notice = (await mailbox(server.database)).find((row) => row.kind === 'emailChangeNotice');
    expect(notice).toMatchObject({ toAddress: 'jane@example.org', language: 'fr' });
  });

  it('asks for the password: a wrong one is 400 WRONG_PASSWORD and nothing is sent', async () => {
    const jane = await createActiveUser(server);
    const response = await post('/api/update-email', { _id: jane._id, email: 'jane.new@example.org', password: 'nope-nope' }, bearer(jane.token));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ code: 'WRONG_PASSWORD', message: 'Wrong password' });
    expect((await mailbox(server.database)).filter((row) => row.kind.startsWith('emailChange'))).toHaveLength(0);
  });

  it('refuses an address of another account (409), whatever its case, and the current address (400)', async () => {
    await createActiveUser(server, { email: 'taken@example.org' });
    const jane = await createActiveUser(server);
    const h = bearer(jane.token);
    const taken = await post('/api/update-email', { _id: jane._id, email: 'TAKEN@example.org', password: 'secret123' }, h);
    expect(taken.statusCode).toBe(409);
    expect(json(taken).code).toBe('EMAIL_ALREADY_REGISTERED');
    const same = await post('/api/update-email', { _id: jane._id, email: 'Jane@example.org', password: 'secret123' }, h);
    expect(same.statusCode).toBe(400);
    const bad = await post('/api/update-email', { _id: jane._id, email: 'not-an-email', password: 'secret123' }, h);
    expect(bad.statusCode).toBe(400);
  });

  it('answers 409 at confirmation when the address was taken meanwhile, and leaves the account as it was', async () => {
    const { link } = await askForChange();
    await createActiveUser(server, { email: 'jane.new@example.org' });
    const response = await post('/api/confirm-email', link);
    expect(response.statusCode).toBe(409);
    expect(json(response).code).toBe('EMAIL_ALREADY_REGISTERED');
    expect((await post('/api/sign-in/frontend', { email: 'jane@example.org', password: 'secret123' })).statusCode).toBe(200);
  });

  it('answers 410 for a link older than a day, 400 for a forged or mismatched one', async () => {
    const { link } = await askForChange();
    expect((await post('/api/confirm-email', { ...link, token: 'x'.repeat(43) })).statusCode).toBe(400);
    expect((await post('/api/confirm-email', { ...link, email: 'other@example.org' })).statusCode).toBe(400);
    expect((await post('/api/confirm-email', { ...link, email: 'jane@example.org' })).statusCode).toBe(400);
    await server.database.db.execute(sql`update user_tokens set expires_at = now() - interval '1 second'`);
    const expired = await post('/api/confirm-email', link);
    expect(expired.statusCode).toBe(410);
    expect(json(expired).code).toBe('TOKEN_EXPIRED');
  });

  it('replaces a pending change by a newer one: only the newest link works', async () => {
    const { jane, link: first } = await askForChange();
    await post('/api/update-email', { _id: jane._id, email: 'jane.other@example.org', password: 'secret123' }, bearer(jane.token));
    const second = linkParams((await lastLinkTo(server.database, 'jane.other@example.org')).url);
    expect((await post('/api/confirm-email', first)).statusCode).toBe(400);
    expect(json(await post('/api/confirm-email', second))).toMatchObject({ email: 'jane.other@example.org', pendingEmail: null });
  });

  it('is not an activation or a password-reset link, nor the other way round', async () => {
    const { link } = await askForChange();
    expect((await post('/api/activate', link)).statusCode).toBe(400);
    expect((await post('/api/reset-password', { ...link, password: 'brand-new-1' })).statusCode).toBe(400);
    await post('/api/resend/frontend/jane%40example.org/true');
    const reset = linkParams((await lastLinkTo(server.database, 'jane@example.org')).url);
    expect((await post('/api/confirm-email', reset)).statusCode).toBe(400);
  });

  it('sends at most five changes an hour (429)', async () => {
    const jane = await createActiveUser(server);
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push((await post('/api/update-email', { _id: jane._id, email: `jane.${i}@example.org`, password: 'secret123' }, bearer(jane.token))).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    // Retry-After: until the first of the five notices to the old address is an hour old (all were sent just now).
    const refused = await post('/api/update-email', { _id: jane._id, email: 'jane.9@example.org', password: 'secret123' }, bearer(jane.token));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
  });

  it('sends at most five changes when 16 are asked for at once', async () => {
    const jane = await createActiveUser(server);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => post('/api/update-email', { _id: jane._id, email: `jane.${i}@example.org`, password: 'secret123' }, bearer(jane.token))),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(11);
    expect((await mailbox(server.database)).filter((email) => email.kind === 'emailChangeNotice')).toHaveLength(5);
  });

  it("refuses another user's address change, to an admin too (403)", async () => {
    const jane = await createActiveUser(server);
    const mallory = await createActiveUser(server, { email: 'mallory@example.org' });
    const response = await post('/api/update-email', { _id: jane._id, email: 'mallory2@example.org', password: 'secret123' }, bearer(mallory.token));
    expect(response.statusCode).toBe(403);
    expect((await post('/api/update-email', { _id: jane._id, email: 'x@example.org', password: 'secret123' })).statusCode).toBe(401);
  });
});
