import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedError, loggedUrl } from '@/server/logging.ts';
import { databaseLabel, useTestServer, validSignUp } from '@/tests/support/server.ts';

/**
 * ASVS 5.0 V16.2.5: the log never holds what a request or a row carried (found from outside, issue 24: a failed
 * sign-up's log line held the query's parameters, an argon2 hash and a full name). server/logging.ts.
 */
const lines: string[] = [];
const server = useTestServer({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });

describe(`the server's log (ASVS V16.2.5) on ${databaseLabel}`, () => {
  it('V16.2.5 logs a failed query by its shape and SQLSTATE, never its parameters', async () => {
    // Every insert into users fails: sign-up's query (the argon2 hash, the full name, the address) answers 500.
    await server.database.execScript(`
      create function refuse_users() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$;
      create trigger refuse_users before insert on users for each row execute function refuse_users();`);
    try {
      lines.length = 0;
      const { response, error } = await server.POST('/api/sign-up', { body: validSignUp({ email: 'secret.person@example.org', fullName: 'Secretive Person' }) });
      expect(response.status).toBe(500);
      expect(error).toEqual({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' });
      const logged = lines.join('');
      const failure = lines.map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> }).find((entry) => entry.msg === 'unhandled error');
      expect(failure?.err, logged).toMatchObject({ message: 'database query failed', sqlState: 'P0001' });
      expect(String(failure!.err!.query)).toMatch(/^insert into "users"/);
      for (const secret of ['$argon2id', 'Secretive Person', 'secret.person@example.org', 'secret123', 'refused by the test']) {
        expect(logged, secret).not.toContain(secret);
      }
    } finally {
      await server.database.execScript('drop trigger refuse_users on users; drop function refuse_users();');
    }
  });

  it('V16.2.5 logs a request by its route or path, never an emailed link\'s token or address', async () => {
    lines.length = 0;
    const token = 'a'.repeat(43);
    await server.GET('/api/check-token/{appType}/{userId}/{email}/{token}', {
      params: { path: { appType: 'frontend', userId: '00000000-0000-4000-8000-000000000000', email: 'jane@example.org', token } },
    });
    // A page of the app: outside the contract's API, asked raw.
    await server.inject({ method: 'GET', url: `/reset-password?u=1&e=jane%40example.org&t=${token}` });
    const logged = lines.join('');
    expect(logged).toContain('/api/check-token/:appType/:userId/:email/:token');
    expect(logged).toContain('"url":"/reset-password"');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('jane');
  });

  it('V16.2.5 keeps a database error\'s shape without its message or detail, and any error\'s stack without its message', async () => {
    let caught: unknown;
    try {
      await server.database.db.execute(sql`select ${'$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$hash'}::int`);
    } catch (error) {
      caught = error;
    }
    const logged = loggedError(caught);
    expect(logged).toMatchObject({ message: 'database query failed', sqlState: '22P02', query: 'select $1::int' });
    expect(JSON.stringify(logged)).not.toContain('argon2id');
    const plain = loggedError(new Error('a plain fault'));
    expect(plain).toMatchObject({ type: 'Error', message: 'a plain fault' });
    expect(String(plain.stack)).not.toContain('a plain fault');
    expect(loggedUrl({ url: '/cars?q=x', routeOptions: { url: '*' } as never })).toBe('/cars');
  });
});
