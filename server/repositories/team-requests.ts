import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { containing } from '@/server/db/search-words.ts';
import { teamRequests } from '@/server/db/schema.ts';
import type { TeamRequestStatus } from '@/openapi/generated/enums.ts';

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

// The team's inbox (listTeamRequests, setTeamRequestsHandled, deleteTeamRequests).

export interface InboxFilters {
  /** Each word in the name or the email address. */
  words: string[];
  kind?: TeamRequestKind;
  status?: TeamRequestStatus;
}

function inboxWhere(filters: InboxFilters) {
  const conditions = filters.words.map((word) => sql`(${teamRequests.name} ilike ${containing(word)} or ${teamRequests.email} ilike ${containing(word)})`);
  if (filters.kind) conditions.push(sql`${teamRequests.kind} = ${filters.kind}`);
  if (filters.status) conditions.push(filters.status === 'new' ? sql`${teamRequests.handledAt} is null` : sql`${teamRequests.handledAt} is not null`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function findInboxPage(db: Db, filters: InboxFilters, paging: { page: number; size: number }) {
  const where = inboxWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: teamRequests.id,
        kind: teamRequests.kind,
        name: teamRequests.name,
        email: teamRequests.email,
        language: teamRequests.language,
        fields: teamRequests.fields,
        createdAt: teamRequests.createdAt,
        handledAt: teamRequests.handledAt,
      })
      .from(teamRequests)
      .where(where)
      .orderBy(desc(teamRequests.createdAt), desc(teamRequests.id))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ total: sql<number>`count(*)::int` }).from(teamRequests).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export type InboxRow = Awaited<ReturnType<typeof findInboxPage>>['rows'][number];

/** Marks requests handled by `by` now, or new again; answers how many changed. */
export async function setHandled(db: Db, ids: readonly string[], handled: boolean, by: string): Promise<number> {
  const rows = await db
    .update(teamRequests)
    .set(handled ? { handledAt: new Date(), handledBy: by } : { handledAt: null, handledBy: null })
    .where(inArray(teamRequests.id, [...ids]))
    .returning({ id: teamRequests.id });
  return rows.length;
}

export async function deleteRequests(db: Db, ids: readonly string[]): Promise<number> {
  const rows = await db.delete(teamRequests).where(inArray(teamRequests.id, [...ids])).returning({ id: teamRequests.id });
  return rows.length;
}
