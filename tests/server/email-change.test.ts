import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createActiveUser, databaseLabel, lastLinkTo, mailbox, useTestServer, type Body, type Schemas } from '@/tests/support/server.ts';

const server = useTestServer();
beforeEach(() => server.reset());

const updateEmail = (token: string | undefined, body: Body<'/api/update-email', 'post'>) => server.as(token).POST('/api/update-email', { body });
const confirm = (body: Body<'/api/confirm-email', 'post'>) => server.POST('/api/confirm-email', { body });
const signIn = (email: string) => server.POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email, password: 'secret123' } });
const linkParams = (url: URL) => ({ userId: url.searchParams.get('u')!, email: url.searchParams.get('e')!, token: url.searchParams.get('t')! });

/** Jane asks for a new address; answers her and the link the new address received. */
async function askForChange(email = 'jane.new@example.org', overrides: Partial<Schemas['SignUpRequest']> = {}) {
  const jane = await createActiveUser(server, overrides);
  const response = await updateEmail(jane.token, { _id: jane._id, email, password: 'secret123' });
  expect(response.response.status, JSON.stringify(response.error)).toBe(200);
  const { email: sent, url } = await lastLinkTo(server.database, email);
  return { jane, response, sent, url, link: linkParams(url) };
}

describe(`email change on ${databaseLabel}`, () => {
  it('emails a one-day link to the new address, tells the old one, and the link makes the new address the account’s', async () => {
    const { jane, response, sent, url, link } = await askForChange();
    expect(response.data).toMatchObject({ email: 'jane@example.org', pendingEmail: 'jane.new@example.org' });
    expect(sent.subject).toBe('Confirm your new Azura email address');
    expect(url.pathname).toBe('/confirm-email');
    expect(link).toMatchObject({ userId: jane._id, email: 'jane.new@example.org' });
    const notice = (await mailbox(server.database)).find((row) => row.toAddress === 'jane@example.org' && row.kind === 'emailChangeNotice');
    expect(notice?.textBody).toContain('jane.new@example.org');
    const seconds = await server.database.db.execute(sql`select extract(epoch from expires_at - created_at)::int as s, email from user_tokens where purpose = 'emailChange'`);
    expect((seconds as { rows: unknown[] }).rows).toEqual([{ s: 86_400, email: 'jane.new@example.org' }]);

    const check = await server.GET('/api/check-token/{appType}/{userId}/{email}/{token}', { params: { path: { appType: 'frontend', ...link } } });
    expect(check.data).toEqual({ status: 'valid', purpose: 'emailChange' });
    const confirmed = await confirm(link);
    expect(confirmed.response.status, JSON.stringify(confirmed.error)).toBe(200);
    expect(confirmed.data).toMatchObject({ email: 'jane.new@example.org', pendingEmail: null });
    expect((await signIn('jane.new@example.org')).response.status).toBe(200);
    expect((await signIn('jane@example.org')).response.status).toBe(401);
    const again = await confirm(link);
    expect(again.response.status).toBe(400);
    expect(again.error?.code).toBe('TOKEN_INVALID');
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
    const response = await updateEmail(jane.token, { _id: jane._id, email: 'jane.new@example.org', password: 'nope-nope' });
    expect(response.response.status).toBe(400);
    expect(response.error).toEqual({ code: 'WRONG_PASSWORD', message: 'Wrong password' });
    expect((await mailbox(server.database)).filter((row) => row.kind.startsWith('emailChange'))).toHaveLength(0);
  });

  it('refuses an address of another account (409), whatever its case, and the current address (400)', async () => {
    await createActiveUser(server, { email: 'taken@example.org' });
    const jane = await createActiveUser(server);
    const taken = await updateEmail(jane.token, { _id: jane._id, email: 'TAKEN@example.org', password: 'secret123' });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.code).toBe('EMAIL_ALREADY_REGISTERED');
    const same = await updateEmail(jane.token, { _id: jane._id, email: 'Jane@example.org', password: 'secret123' });
    expect(same.response.status).toBe(400);
    const bad = await updateEmail(jane.token, { _id: jane._id, email: 'not-an-email', password: 'secret123' });
    expect(bad.response.status).toBe(400);
  });

  it('answers 409 at confirmation when the address was taken meanwhile, and leaves the account as it was', async () => {
    const { link } = await askForChange();
    await createActiveUser(server, { email: 'jane.new@example.org' });
    const response = await confirm(link);
    expect(response.response.status).toBe(409);
    expect(response.error?.code).toBe('EMAIL_ALREADY_REGISTERED');
    expect((await signIn('jane@example.org')).response.status).toBe(200);
  });

  it('answers 410 for a link older than a day, 400 for a forged or mismatched one', async () => {
    const { link } = await askForChange();
    expect((await confirm({ ...link, token: 'x'.repeat(43) })).response.status).toBe(400);
    expect((await confirm({ ...link, email: 'other@example.org' })).response.status).toBe(400);
    expect((await confirm({ ...link, email: 'jane@example.org' })).response.status).toBe(400);
    await server.database.db.execute(sql`update user_tokens set expires_at = now() - interval '1 second'`);
    const expired = await confirm(link);
    expect(expired.response.status).toBe(410);
    expect(expired.error?.code).toBe('TOKEN_EXPIRED');
  });

  it('replaces a pending change by a newer one: only the newest link works', async () => {
    const { jane, link: first } = await askForChange();
    await updateEmail(jane.token, { _id: jane._id, email: 'jane.other@example.org', password: 'secret123' });
    const second = linkParams((await lastLinkTo(server.database, 'jane.other@example.org')).url);
    expect((await confirm(first)).response.status).toBe(400);
    expect((await confirm(second)).data).toMatchObject({ email: 'jane.other@example.org', pendingEmail: null });
  });

  it('is not an activation or a password-reset link, nor the other way round', async () => {
    const { link } = await askForChange();
    expect((await server.POST('/api/activate', { body: link })).response.status).toBe(400);
    expect((await server.POST('/api/reset-password', { body: { ...link, password: 'brand-new-1' } })).response.status).toBe(400);
    await server.POST('/api/resend/{appType}/{email}/{isPasswordReset}', { params: { path: { appType: 'frontend', email: 'jane@example.org', isPasswordReset: true } } });
    const reset = linkParams((await lastLinkTo(server.database, 'jane@example.org')).url);
    expect((await confirm(reset)).response.status).toBe(400);
  });

  it('sends at most five changes an hour (429)', async () => {
    const jane = await createActiveUser(server);
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push((await updateEmail(jane.token, { _id: jane._id, email: `jane.${i}@example.org`, password: 'secret123' })).response.status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    // Retry-After: until the first of the five notices to the old address is an hour old (all were sent just now).
    const refused = await updateEmail(jane.token, { _id: jane._id, email: 'jane.9@example.org', password: 'secret123' });
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(Number(refused.response.headers.get('retry-after'))).toBeLessThanOrEqual(60 * 60);
  });

  it('sends at most five changes when 16 are asked for at once', async () => {
    const jane = await createActiveUser(server);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => updateEmail(jane.token, { _id: jane._id, email: `jane.${i}@example.org`, password: 'secret123' })),
    );
    const codes = answers.map((answer) => answer.response.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(11);
    expect((await mailbox(server.database)).filter((email) => email.kind === 'emailChangeNotice')).toHaveLength(5);
  });

  it("refuses another user's address change, to an admin too (403)", async () => {
    const jane = await createActiveUser(server);
    const mallory = await createActiveUser(server, { email: 'mallory@example.org' });
    const response = await updateEmail(mallory.token, { _id: jane._id, email: 'mallory2@example.org', password: 'secret123' });
    expect(response.response.status).toBe(403);
    expect((await updateEmail(undefined, { _id: jane._id, email: 'x@example.org', password: 'secret123' })).response.status).toBe(401);
  });
});
