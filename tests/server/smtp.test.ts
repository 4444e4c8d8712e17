import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { loadConfig } from '@/server/config.ts';
import { outbox } from '@/server/db/schema.ts';
import { deliverDue } from '@/server/services/mail/outbox.ts';
import { createTransport } from '@/server/services/mail/worker.ts';
import { databaseLabel, mailbox, useTestServer, validSignUp } from '@/tests/support/server.ts';

/** A real SMTP conversation on loopback: what the worker sends is what a mail server receives. */
const server = useTestServer();
let smtp: SMTPServer;
let port = 0;
const received: { from: string; to: string[]; data: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe(`SMTP delivery on ${databaseLabel}`, () => {
  it('sends the queued activation email through SMTP_URL and marks it sent', async () => {
    await server.POST('/api/sign-up', { body: validSignUp() });
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Azura <no-reply@azura.test>' });
    const transport = createTransport(config)!;
    expect(await deliverDue(server.database.db, transport)).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@azura.test', to: ['jane@example.org'] });
    expect(received[0]!.data).toContain('Subject: Activate your Azura account');
    expect(received[0]!.data).toMatch(/activate\?u=/);
    const [row] = await mailbox(server.database);
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp' });
  });

  it('gives each email its send key as Message-ID, the same when it is sent again', async () => {
    received.length = 0;
    await server.POST('/api/sign-up', { body: validSignUp({ email: 'john@example.org' }) });
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Azura <no-reply@azura.test>' });
    const transport = createTransport(config)!;
    expect(await deliverDue(server.database.db, transport)).toBe(1);
    // As a crash between the mail server's acceptance and the row marked sent leaves it.
    await server.database.db.update(outbox).set({ status: 'pending' }).where(eq(outbox.toAddress, 'john@example.org'));
    expect(await deliverDue(server.database.db, transport)).toBe(1);
    const [row] = await server.database.db.select().from(outbox).where(eq(outbox.toAddress, 'john@example.org'));
    const ids = received.map((message) => /^Message-ID:\s*(.+)$/im.exec(message.data)?.[1]?.trim());
    expect(ids).toEqual([`<${row!.sendKey}@azura.test>`, `<${row!.sendKey}@azura.test>`]);
    // Each email has a key of its own.
    const keys = (await mailbox(server.database)).map((email) => email.sendKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });
});
