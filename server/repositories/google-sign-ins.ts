import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { googleSignIns } from '@/server/db/schema.ts';

export type GoogleSignInRow = typeof googleSignIns.$inferSelect;

export async function insertGoogleSignIn(db: Db, values: Omit<typeof googleSignIns.$inferInsert, 'id' | 'usedAt' | 'createdAt'>) {
  await db.insert(googleSignIns).values(values);
}

export async function findGoogleSignIn(db: Db, stateHash: string) {
  const [row] = await db.select().from(googleSignIns).where(eq(googleSignIns.stateHash, stateHash)).limit(1);
  return row;
}

/** Marks the sign-in used; false when another request did first (a state works once). */
export async function spendGoogleSignIn(db: Db, id: string) {
  const [row] = await db
    .update(googleSignIns)
    .set({ usedAt: new Date() })
    .where(and(eq(googleSignIns.id, id), isNull(googleSignIns.usedAt)))
    .returning({ id: googleSignIns.id });
  return row !== undefined;
}
