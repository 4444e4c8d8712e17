import { mayChangeType, maySuspend, roleOf } from '@/domain/accounts.ts';
import type { Db } from '@/server/db/client.ts';
import { wordsOf } from '@/server/db/search-words.ts';
import { requireAuth } from '@/server/access.ts';
import { AppError, badRequest, forbidden, notFound } from '@/server/errors.ts';
import { toUser, toUserListItem } from '@/server/mappers/users.ts';
import { supplierExists } from '@/server/repositories/suppliers.ts';
import * as admin from '@/server/repositories/user-admin.ts';
import * as repo from '@/server/repositories/users.ts';
import { recordSecurityEvent } from '@/server/services/security-log.ts';
import { applySuspension } from '@/server/services/suspension.ts';
import type { Handlers } from './types.ts';
import { PageSizeDefault, UserSortDefault } from '@/openapi/generated/enums.ts';

/**
 * The accounts as the admins run them: the list, the licence check (the verified badge), the type of an account, and
 * the image of an identity document for its owner and the admins. Who may call each is server/access.ts's; what an
 * admin may do to which account is domain/accounts.ts's.
 */
export function createUserAdminHandlers(db: Db) {
  return {
    async listUsers(request) {
      const { search, type, status, sort = UserSortDefault, page = 1, size = PageSizeDefault } = request.query;
      const filters: admin.UserFilters = { words: wordsOf(search), ...(type ? { type } : {}), ...(status ? { status } : {}) };
      const [rows, total] = await Promise.all([admin.findUserPage(db, filters, { page, size, sort }), admin.countUsers(db, filters)]);
      return { page, size, total, items: rows.map(toUserListItem) };
    },

    async setUsersSuspension(request) {
      const auth = requireAuth(request);
      const { users, suspended } = request.body;
      const actor = { id: auth.userId, type: auth.type };
      return db.transaction(async (tx) => {
        const targets = await admin.findUserTypes(tx, users);
        const allowed = targets.filter((target) => maySuspend(actor, target));
        for (const target of allowed) await applySuspension(tx, request, target.id, suspended);
        return { updated: allowed.length, refused: targets.length - allowed.length, missing: users.length - targets.length };
      });
    },

    async setLicenceVerification(request) {
      const auth = requireAuth(request);
      const { userId } = request.params;
      const { verified } = request.body;
      const row = await db.transaction(async (tx) => {
        const hasImage = await admin.hasLicenceImage(tx, userId);
        if (verified && !hasImage) throw new AppError(409, 'NO_LICENCE', 'This account has no driving licence image to verify.');
        return repo.updateUserRow(tx, userId, {
          licenceCheck: verified ? 'verified' : hasImage ? 'toVerify' : 'none',
          licenceCheckedAt: new Date(),
          licenceCheckedBy: auth.userId,
        });
      });
      if (!row) throw notFound('User');
      return toUser(row);
    },

    async setUserType(request) {
      const auth = requireAuth(request);
      const { userId } = request.params;
      const { type, supplierId } = request.body;
      const target = await repo.findUserById(db, userId);
      if (!target) throw notFound('User');
      if (!mayChangeType({ id: auth.userId, type: auth.type }, target, type)) throw forbidden();
      const isSupplier = roleOf(type) === 'supplier';
      if (isSupplier && !supplierId) throw badRequest('body/supplierId: a supplier account names its supplier.');
      if (!isSupplier && supplierId) throw badRequest('body/supplierId: only a supplier account works for a supplier.');
      if (supplierId && !(await supplierExists(db, supplierId))) throw badRequest('body/supplierId: no such supplier.');
      // The type is read again at each request (createBearerAuth): the change holds from the account's next one.
      const row = await db.transaction(async (tx) => {
        const changed = await repo.updateUserRow(tx, userId, { type, supplierId: supplierId ?? null });
        const actorId = auth.userId;
        if (target.type !== type) {
          await recordSecurityEvent(tx, request, { kind: 'typeChanged', userId, actorId, details: { from: target.type, to: type } });
        }
        if (target.supplierId !== (supplierId ?? null)) {
          const details = { from: target.supplierId, to: supplierId ?? null };
          await recordSecurityEvent(tx, request, { kind: 'supplierChanged', userId, actorId, details });
        }
        return changed;
      });
      return toUser(row!);
    },

    // Oneself or an admin (server/access.ts).
    async getDocumentImage(request, reply) {
      const image = await admin.findDocumentImage(db, request.params.id, request.params.documentId);
      if (!image) throw notFound('Document');
      // A name of the server's, never the uploader's (ASVS 5.4.1): the type its first bytes said, as the extension.
      const disposition = `inline; filename="document-${request.params.documentId}.${image.contentType.slice('image/'.length)}"`;
      return reply.type(image.contentType).header('Content-Disposition', disposition).header('X-Content-Type-Options', 'nosniff').send(image.bytes);
    },
  } satisfies Partial<Handlers>;
}
