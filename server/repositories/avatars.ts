import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { avatars } from '@/server/db/schema.ts';

/**
 * Stores the user's avatar under a new id, replacing the one he had (its row, bytes and id go): one statement, so
 * two uploads at once leave one avatar, not an error.
 */
export async function saveAvatar(db: Db, userId: string, bytes: Buffer): Promise<string> {
  const [row] = await db
    .insert(avatars)
    .values({ userId, bytes })
    .onConflictDoUpdate({ target: avatars.userId, set: { id: sql`gen_random_uuid()`, bytes, createdAt: new Date() } })
    .returning({ id: avatars.id });
  return row!.id;
}

export async function deleteAvatar(db: Db, userId: string) {
  await db.delete(avatars).where(eq(avatars.userId, userId));
}

export async function findAvatarBytes(db: Db, id: string) {
  const [row] = await db.select({ bytes: avatars.bytes }).from(avatars).where(eq(avatars.id, id)).limit(1);
  return row?.bytes;
}
