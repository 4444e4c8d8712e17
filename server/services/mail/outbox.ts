import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { outbox } from '@/server/db/schema.ts';
import type { Email } from './templates.ts';

/** Queues an email. Pass the transaction of the change that causes it, so both commit or neither. */
export async function enqueueEmail(db: Db, email: Email) {
  await db.insert(outbox).values({
    kind: email.kind,
    toAddress: email.to,
    replyTo: email.replyTo ?? null,
    language: email.language,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  });
}

export type OutboxRow = typeof outbox.$inferSelect;

export interface Transport {
  name: string;
  send(row: OutboxRow): Promise<void>;
}

/**
 * Claims the next due email so that two server instances never send the same one: the row is leased for
 * `leaseSeconds` while it is sent (SKIP LOCKED keeps instances from waiting on each other). One at a time, so that
 * an email waiting behind slow ones is not leased out while it waits; a lease that ran out (its worker died) is taken
 * over by the next claim.
 */
async function claimNext(db: Db, leaseSeconds: number): Promise<OutboxRow | undefined> {
  const result = await db.execute<{ id: number }>(sql`
    update outbox set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id = (
      select id from outbox
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id limit 1
      for update skip locked
    )
    returning id`);
  const [claimed] = (result as { rows: { id: number | string }[] }).rows ?? [];
  if (!claimed) return undefined;
  const [row] = await db.select().from(outbox).where(eq(outbox.id, Number(claimed.id)));
  return row;
}

export interface DeliveryOptions {
  /** At most this many emails a run. */
  limit?: number;
  /** How long a claimed email is this worker's (config.outboxLeaseSeconds). */
  leaseSeconds?: number;
}

/**
 * Sends what is due once; answers how many went out. Each email goes with its send key as its Message-ID: a crash
 * after the mail server accepted it and before the row says so sends it again, as the same message.
 */
export async function deliverDue(db: Db, transport: Transport, { limit = 20, leaseSeconds = 60 }: DeliveryOptions = {}): Promise<number> {
  let sent = 0;
  for (let claimed = 0; claimed < limit; claimed += 1) {
    const row = await claimNext(db, leaseSeconds);
    if (!row) break;
    try {
      await transport.send(row);
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), transport: transport.name, lockedUntil: null, lastError: null })
        .where(eq(outbox.id, row.id));
      sent += 1;
    } catch (error) {
      // Back off 2^attempts seconds, at most an hour; the row is never dropped.
      const delaySeconds = Math.min(3600, 2 ** Math.min(row.attempts, 12));
      await db
        .update(outbox)
        .set({
          lockedUntil: null,
          lastError: (error as Error).message.slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
        })
        .where(eq(outbox.id, row.id));
    }
  }
  return sent;
}

export function listMailbox(db: Db, limit = 200) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

/**
 * The throttle of emails to one address: undefined while fewer than `limit` of these kinds went to it within the window;
 * else the seconds until the oldest of the newest `limit` leaves the window, when one more may be sent (Retry-After).
 * Counted in the database, so that every instance shares it.
 */
export async function emailThrottle(db: Db, address: string, kinds: string[], windowMinutes: number, limit: number): Promise<number | undefined> {
  const [row] = await db
    .select({ retryAfter: sql<number>`ceil(extract(epoch from ${outbox.createdAt} + make_interval(mins => ${windowMinutes}) - now()))::int` })
    .from(outbox)
    .where(
      and(
        sql`lower(${outbox.toAddress}) = lower(${address})`,
        inArray(outbox.kind, kinds),
        sql`${outbox.createdAt} > now() - make_interval(mins => ${windowMinutes})`,
      ),
    )
    .orderBy(desc(outbox.createdAt))
    .offset(limit - 1)
    .limit(1);
  return row ? Math.max(1, row.retryAfter) : undefined;
}

