import type { components } from '@/openapi/generated/schema';
import { imageTypeOfBytes } from '@/domain/documents.ts';
import type { Db } from '@/server/db/client.ts';
import { requireAuth } from '@/server/access.ts';
import { AppError, badRequest } from '@/server/errors.ts';
import * as repo from '@/server/repositories/documents.ts';
import { updateUserRow } from '@/server/repositories/users.ts';
import type { Handlers } from './types.ts';

type IdentityDocument = components['schemas']['IdentityDocument'];
type ImageType = IdentityDocument['contentType'];

// The largest image (server/app.ts gives it to the multipart parser as its file limit) is domain/documents.ts's.
export { DOCUMENT_MAX_BYTES } from '@/domain/documents.ts';

/**
 * The image of a multipart upload's `image` field (its bytes: attachFieldsToBody, server/app.ts; more than 5 MB
 * was refused, 413, while read), with its type by its first bytes: none sent is 400, not a JPEG, PNG or WebP 415.
 */
export function uploadedImage(body: unknown, missing = 'Please add an image.'): { bytes: Buffer; type: ImageType } {
  const image = (body as { image?: unknown } | undefined)?.image;
  if (!Buffer.isBuffer(image) || image.length === 0) throw badRequest(`body/image: ${missing}`);
  // By its first bytes, as the browser judges a file as it is chosen (domain/documents.ts).
  const type = imageTypeOfBytes(image);
  if (!type) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The image must be a JPEG, PNG or WebP file.');
  return { bytes: image, type };
}

const toDocument = (row: { id: string; kind: 'licence'; contentType: ImageType; size: number; createdAt: Date }): IdentityDocument => ({
  _id: row.id,
  kind: row.kind,
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/** Identity images: stored in the database (server/migrations/0013_identity_documents.sql). */
export function createDocumentHandlers(db: Db) {
  return {
    async createBiometric(request, reply) {
      const auth = requireAuth(request);
      // The contract checked the fields; `image` is the file's bytes (attachFieldsToBody, server/app.ts).
      const { kind } = request.body as { kind: 'licence' };
      const { bytes, type: contentType } = uploadedImage(request.body, 'must be a file');
      // A new licence image waits for an admin's check again (the verified badge, setLicenceVerification).
      const row = await db.transaction(async (tx) => {
        const document = await repo.upsertDocument(tx, { userId: auth.userId, kind, contentType, bytes });
        await updateUserRow(tx, auth.userId, { licenceCheck: 'toVerify', licenceCheckedAt: null, licenceCheckedBy: null });
        return document;
      });
      reply.code(201);
      return toDocument(row);
    },

    // Oneself or an admin (server/access.ts).
    async getDocuments(request) {
      return (await repo.listDocuments(db, request.params.id)).map(toDocument);
    },
  } satisfies Partial<Handlers>;
}
