import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { deliverDue, type Transport } from './outbox.ts';

/**
 * SMTP when SMTP_URL is set. Without it, outside production the dev mailbox (/dev/mailbox) is the
 * delivery; in production there is no transport and mail waits in the outbox until one is configured.
 */
export function createTransport(config: Config): Transport | undefined {
  if (config.smtpUrl) {
    // Every wait of the conversation ends well inside the lease, so that a send is over (sent or failed) before
    // another instance may take the email over.
    const timeout = Math.max(1000, Math.floor((config.outboxLeaseSeconds * 1000) / 4));
    const smtp = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
    const domain = /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'azura.example';
    return {
      name: 'smtp',
      async send(row) {
        await smtp.sendMail({
          from: config.mailFrom,
          to: row.toAddress,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          // The send key: the same at every attempt, so a resend is recognisably the same message.
          messageId: `<${row.sendKey}@${domain}>`,
        });
      },
    };
  }
  if (!config.production) return { name: 'dev-mailbox', send: () => Promise.resolve() };
  return undefined;
}

export function startOutboxWorker(db: Db, config: Config, log: FastifyBaseLogger) {
  const transport = createTransport(config);
  if (!transport) {
    log.warn('SMTP_URL is not set: emails wait in the outbox table until it is configured.');
    return { stop: () => Promise.resolve(), runOnce: () => Promise.resolve(0) };
  }
  let running: Promise<number> | undefined;
  const runOnce = () => {
    running ??= deliverDue(db, transport, { leaseSeconds: config.outboxLeaseSeconds })
      .catch((error: unknown) => {
        log.error({ err: error }, 'outbox delivery failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  // A failed delivery is logged by runOnce itself.
  const timer = config.outboxIntervalMs > 0 ? setInterval(() => void runOnce(), config.outboxIntervalMs) : undefined;
  timer?.unref();
  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
