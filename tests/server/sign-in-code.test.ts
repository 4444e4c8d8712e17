import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createActiveUser, databaseLabel, mailbox, promote, setUserFlag, useTestServer, validSignUp } from '@/tests/support/server.ts';
import { loggedEvents } from '@/tests/support/security-log.ts';

const server = useTestServer();
beforeEach(() => server.reset());

const sendCode = (email = 'jane@example.org') => server.POST('/api/send-signin-code', { body: { email } });
const signInWithCode = (
  code: string,
  { email = 'jane@example.org', appType = 'frontend', stayConnected }: { email?: string; appType?: 'frontend' | 'backend'; stayConnected?: boolean } = {},
) => server.POST('/api/sign-in-code/{appType}', { params: { path: { appType } }, body: { email, code, ...(stayConnected === undefined ? {} : { stayConnected }) } });
const signInWithPassword = (password: string) =>
  server.POST('/api/sign-in/{appType}', { params: { path: { appType: 'frontend' } }, body: { email: 'jane@example.org', password } });

/** The code of the newest sign-in code email to this address, as the dev mailbox shows it. */
async function lastCode(address = 'jane@example.org') {
  const email = (await mailbox(server.database)).find((row) => row.toAddress === address && row.kind === 'signInCode');
  if (!email) throw new Error(`No sign-in code to ${address}`);
  return { email, code: /\b(\d{6})\b/.exec(email.textBody)![1]! };
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe(`sign-in by emailed code on ${databaseLabel}`, () => {
  it('emails 6 digits in the user language and signs in with them, as a password sign-in does', async () => {
    const jane = await createActiveUser(server, { language: 'fr' });
    const sent = await sendCode();
    expect(sent.response.status).toBe(200);
    expect(sent.data).toEqual({ queued: true });
    const { email, code } = await lastCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(email.subject).toBe(`${code} est votre code de connexion Azura`);
    expect(email.language).toBe('fr');
    expect(email.htmlBody).toContain(code);
    const { response, data, error } = await signInWithCode(code, { stayConnected: true });
    expect(response.status, JSON.stringify(error)).toBe(200);
    const body = data!;
    expect(body).toMatchObject({ _id: jane._id, email: 'jane@example.org', language: 'fr' });
    expect(body.token).not.toBe(jane.token);
    expect(Math.round((Date.parse(body.expiresAt) - Date.now()) / 86_400_000)).toBe(30);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await server.as(body).POST('/api/validate-access-token')).data).toEqual({ valid: true, _id: jane._id });
  });

  it('keeps only a hash of the code', async () => {
    await createActiveUser(server);
    await sendCode();
    const { code } = await lastCode();
    const rows = await server.database.db.execute(sql`select code_hash from sign_in_codes`);
    const hash = (rows as { rows: { code_hash: string }[] }).rows[0]!.code_hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code);
  });

  it('works once', async () => {
    await createActiveUser(server);
    await sendCode();
    const { code } = await lastCode();
    expect((await signInWithCode(code)).response.status).toBe(200);
    const again = await signInWithCode(code);
    expect(again.response.status).toBe(401);
    expect(again.error).toEqual({ code: 'CODE_INVALID', message: 'This code is not valid.' });
  });

  it('dies after 5 wrong tries, each of which answers 401', async () => {
    await createActiveUser(server);
    await sendCode();
    const { code } = await lastCode();
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await signInWithCode(wrongCode(code))).response.status);
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    const right = await signInWithCode(code);
    expect(right.response.status).toBe(401);
    expect(right.error?.code).toBe('CODE_INVALID');
  });

  it('still takes the right code after 4 wrong tries', async () => {
    await createActiveUser(server);
    await sendCode();
    const { code } = await lastCode();
    for (let i = 0; i < 4; i += 1) await signInWithCode(wrongCode(code));
    expect((await signInWithCode(code)).response.status).toBe(200);
  });

  it('checks 5 tries of a code when 16 wrong ones are sent at once; the rest find it dead', async () => {
    await createActiveUser(server);
    await sendCode();
    const { code } = await lastCode();
    const answers = await Promise.all(Array.from({ length: 16 }, () => signInWithCode(wrongCode(code))));
    expect(answers.map((answer) => answer.response.status)).toEqual(Array(16).fill(401));
    const reasons = (await loggedEvents(server.database, 'signInFailed')).map((event) => (event.details as { reason: string }).reason);
    expect(reasons.filter((reason) => reason === 'wrongCode')).toHaveLength(5);
    expect(reasons.filter((reason) => reason === 'tooManyTries')).toHaveLength(11);
    expect((await signInWithCode(code)).response.status).toBe(401);
  });

  it('signs in once when the right code is sent 6 times at once', async () => {
    await createActiveUser(server);
    await sendCode();
    const { code } = await lastCode();
    const answers = await Promise.all(Array.from({ length: 6 }, () => signInWithCode(code)));
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
  });

  it('answers 410 CODE_EXPIRED after 10 minutes', async () => {
    await createActiveUser(server);
    await sendCode();
    const { code } = await lastCode();
    const seconds = await server.database.db.execute(sql`select extract(epoch from expires_at - created_at)::int as s from sign_in_codes`);
    expect((seconds as { rows: { s: number }[] }).rows[0]!.s).toBe(600);
    await server.database.db.execute(sql`update sign_in_codes set expires_at = now() - interval '1 second'`);
    const response = await signInWithCode(code);
    expect(response.response.status).toBe(410);
    expect(response.error?.code).toBe('CODE_EXPIRED');
  });

  it('replaces the previous code with a new one', async () => {
    await createActiveUser(server);
    await sendCode();
    const first = (await lastCode()).code;
    await sendCode();
    const second = (await lastCode()).code;
    if (first !== second) expect((await signInWithCode(first)).response.status).toBe(401);
    expect((await signInWithCode(second)).response.status).toBe(200);
  });

  it('sends at most 5 codes to an address in 15 minutes, then 429 with Retry-After', async () => {
    await createActiveUser(server);
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await sendCode()).response.status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await sendCode();
    expect(refused.error?.code).toBe('TOO_MANY_ATTEMPTS');
    const retryAfter = Number(refused.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await server.database.db.execute(sql`update sign_in_codes set created_at = now() - interval '16 minutes'`);
    expect((await sendCode()).response.status).toBe(200);
  });

  it('sends at most 5 codes when 16 are asked for at once', async () => {
    await createActiveUser(server);
    const answers = await Promise.all(Array.from({ length: 16 }, () => sendCode()));
    const codes = answers.map((answer) => answer.response.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(11);
    expect((await mailbox(server.database)).filter((email) => email.kind === 'signInCode')).toHaveLength(5);
  });

  it("answers 'Email address not registered' (404) for an unknown address and 400 for a bad one", async () => {
    const unknown = await sendCode('ghost@example.org');
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual({ code: 'EMAIL_NOT_REGISTERED', message: 'Email address not registered' });
    expect((await sendCode('not-an-email')).response.status).toBe(400);
    expect((await signInWithCode('123456', { email: 'ghost@example.org' })).response.status).toBe(401);
  });

  it.each([['12345'], ['1234567'], ['12345a'], [' 12345']])('refuses a code that is not 6 digits (%j) with 400', async (code) => {
    await createActiveUser(server);
    expect((await signInWithCode(code)).response.status).toBe(400);
  });

  it("does not take one user's code for another", async () => {
    await createActiveUser(server);
    await createActiveUser(server, { email: 'mallory@example.org' });
    await sendCode();
    const { code } = await lastCode();
    expect((await signInWithCode(code, { email: 'mallory@example.org' })).response.status).toBe(401);
    expect((await signInWithCode(code)).response.status).toBe(200);
  });

  it('activates an account not yet activated, which drops the password nobody proved the address for', async () => {
    await server.POST('/api/sign-up', { body: validSignUp() });
    await sendCode();
    const response = await signInWithCode((await lastCode()).code);
    expect(response.response.status).toBe(200);
    expect(response.data).toMatchObject({ verified: true });
    expect((await signInWithPassword('secret123')).response.status).toBe(401);
  });

  it('keeps the password of an account already activated', async () => {
    await createActiveUser(server);
    await sendCode();
    await signInWithCode((await lastCode()).code);
    expect((await signInWithPassword('secret123')).response.status).toBe(200);
  });

  it("refuses a suspended account (403 'Your account is suspended.') and a driver at the back office", async () => {
    const jane = await createActiveUser(server);
    await sendCode();
    expect((await signInWithCode((await lastCode()).code, { appType: 'backend' })).response.status).toBe(403);
    await sendCode();
    await setUserFlag(server.database, jane._id, 'suspended', true);
    const suspended = await signInWithCode((await lastCode()).code);
    expect(suspended.response.status).toBe(403);
    expect(suspended.error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended.' });
    await setUserFlag(server.database, jane._id, 'suspended', false);
    await promote(server.database, jane._id, 'supplier');
    await sendCode();
    expect((await signInWithCode((await lastCode()).code, { appType: 'backend' })).response.status).toBe(200);
  });

  it('shows the code in the dev mailbox', async () => {
    await createActiveUser(server);
    await sendCode();
    const { code } = await lastCode();
    const page = await server.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain(`${code} is your Azura sign-in code`);
    expect(page.body).toContain(`\n${code}\n`);
  });
});
