import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client.ts';
import { outbox } from '@/server/db/schema.ts';
import { createHttpClient, databaseLabel, onPostgres, testDatabaseUrl, validSignUp } from '@/tests/support/server.ts';
import { freePort, healthy, kill, startServerProcess } from '@/tests/support/server-process.ts';

/**
 * Crash safety of the mail (issue 15): the real server, sending its outbox to an SMTP server, is killed with SIGKILL
 * while a message is in the middle of its SMTP conversation; then started again on the same database. Every email
 * reaches the mail server, and each is accepted once: the one cut off is sent again after its lease (a short
 * OUTBOX_LEASE_SECONDS here), with the same Message-ID, its send key.
 */
const SIGN_UPS = 6;
/** The mail server accepts this many messages, then holds the next one's last reply until the sender is gone. */
const ACCEPTED_BEFORE_KILL = 2;
let port = 0;
let base = '';
let dataDir: string;
let databaseUrl: string | undefined;
let server: ChildProcess | undefined;
let smtp: SMTPServer;
let smtpPort = 0;

/** What the mail server accepted (its 250 reached a sender still connected), and the messages it held. */
const accepted: string[] = [];
const held: string[] = [];
let holding = true;

const messageIdOf = (data: string) => /^Message-ID:\s*<([^@>]+)@/im.exec(data)?.[1] ?? '';

const startServer = () =>
  startServerProcess({
    port,
    databaseUrl,
    dataDir,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Azura <no-reply@azura.test>', OUTBOX_INTERVAL_MS: '50', OUTBOX_LEASE_SECONDS: '2' },
  });

async function until(condition: () => boolean, what: string, ms = 60_000) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > ms) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        const id = messageIdOf(data);
        // The whole message is here; its acceptance (the 250) is what decides whether it was delivered.
        if (holding && accepted.length >= ACCEPTED_BEFORE_KILL) {
          held.push(id);
          return;
        }
        accepted.push(id);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'azura-crash-mail-'));
  if (onPostgres) {
    databaseUrl = await testDatabaseUrl();
    const database = await openDatabase({ url: databaseUrl });
    await database.execScript('drop schema if exists public cascade; create schema public;');
    await database.close();
  }
  server = startServer();
  await healthy(base);
}, 240_000);

afterAll(async () => {
  if (server) await kill(server, 'SIGTERM');
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`a server killed while it sends mail (${databaseLabel})`, () => {
  it('sends every email after the restart, each accepted once, a resent one with its Message-ID', async () => {
    for (let i = 0; i < SIGN_UPS; i += 1) {
      const { response } = await createHttpClient(base).POST('/api/sign-up', { body: validSignUp({ email: `crash-mail-${i}@example.org` }) });
      expect(response.status).toBe(201);
    }
    // Killed while the mail server holds the third message: its conversation is cut before the acceptance.
    await until(() => held.length > 0, 'a message in the middle of its conversation');
    await kill(server!, 'SIGKILL');
    expect(accepted).toHaveLength(ACCEPTED_BEFORE_KILL);

    holding = false;
    server = startServer();
    await healthy(base);
    await until(() => accepted.length >= SIGN_UPS, 'every email');
    // Longer than a lease, in which a second sending would show.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await kill(server, 'SIGTERM');
    server = undefined;

    const database: Database = onPostgres ? await openDatabase({ url: databaseUrl! }) : await openDatabase({ dataDir });
    try {
      const rows = await database.db.select({ sendKey: outbox.sendKey, status: outbox.status, attempts: outbox.attempts }).from(outbox);
      expect(rows).toHaveLength(SIGN_UPS);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      // Each email accepted exactly once, under its own send key.
      expect([...accepted].sort()).toEqual(rows.map((row) => row.sendKey).sort());
      // The message cut off by the kill was the same email sent again, on a second attempt.
      expect(accepted).toContain(held[0]);
      expect(rows.find((row) => row.sendKey === held[0])?.attempts).toBe(2);
    } finally {
      await database.close();
    }
  }, 300_000);
});
