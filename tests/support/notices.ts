import { gt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { notifications, outbox } from '@/server/db/schema.ts';

/**
 * The emails and notifications `act` writes (a request through the API, or a notice called directly), and who was
 * told of each kind, for the server tests of who is told what.
 */
export async function writtenBy(db: Db, act: () => Promise<unknown>) {
  const [lastEmail] = await db.select({ id: sql<number>`coalesce(max(${outbox.id}), 0)::int` }).from(outbox);
  const before = new Set((await db.select({ id: notifications.id }).from(notifications)).map((row) => row.id));
  await act();
  const emails = await db.select().from(outbox).where(gt(outbox.id, lastEmail!.id));
  const notices = (await db.select().from(notifications)).filter((row) => !before.has(row.id));
  return {
    emails,
    notices,
    readers: (kind: string) => notices.filter((n) => n.kind === kind).map((n) => n.userId).sort(),
    /** The notification emails' addresses, sorted. */
    emailedTo: () => emails.filter((row) => row.kind === 'notification').map((row) => row.toAddress).sort(),
  };
}
