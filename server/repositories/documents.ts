import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { identityDocuments } from '@/server/db/schema.ts';

type NewDocument = Pick<typeof identityDocuments.$inferInsert, 'userId' | 'kind' | 'contentType' | 'bytes'>;

const listed = {
  id: identityDocuments.id,
  kind: identityDocuments.kind,
  contentType: identityDocuments.contentType,
  size: identityDocuments.size,
  createdAt: identityDocuments.createdAt,
};

/** Stores the image, replacing the user's previous one of that kind. */
export async function upsertDocument(db: Db, document: NewDocument) {
  const [row] = await db
    .insert(identityDocuments)
    .values({ ...document, size: document.bytes.length })
    .onConflictDoUpdate({
      target: [identityDocuments.userId, identityDocuments.kind],
      set: { contentType: document.contentType, bytes: document.bytes, size: document.bytes.length, createdAt: sql`now()` },
    })
    .returning(listed);
  return row!;
}

export function listDocuments(db: Db, userId: string) {
  return db.select(listed).from(identityDocuments).where(eq(identityDocuments.userId, userId)).orderBy(desc(identityDocuments.createdAt));
}
