import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { teamRequests } from '../db/schema.ts';

export type TeamRequestKind = (typeof teamRequests.$inferInsert)['kind'];
export type NewTeamRequest = typeof teamRequests.$inferInsert;

export async function insertTeamRequest(db: Db, request: NewTeamRequest): Promise<void> {
  await db.insert(teamRequests).values(request);
}

export interface RecentRequests {
  count: number;
  oldest?: Date;
}

/** The requests of the last `minutes` from one address (any form), or from one IP. */
export async function recentTeamRequests(db: Db, by: { email: string } | { ip: string }, minutes: number): Promise<RecentRequests> {
  const who = 'email' in by ? sql`lower(${teamRequests.email}) = ${by.email.toLowerCase()}` : eq(teamRequests.ip, by.ip);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${teamRequests.createdAt})` })
    .from(teamRequests)
    .where(and(who, sql`${teamRequests.createdAt} > now() - make_interval(mins => ${minutes})`));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : undefined };
}
