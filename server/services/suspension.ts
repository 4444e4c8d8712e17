import type { FastifyRequest } from 'fastify';
import type { Db } from '@/server/db/client.ts';
import * as repo from '@/server/repositories/users.ts';
import { actorOf, recordSecurityEvent } from './security-log.ts';

/**
 * Suspends an account or lifts its suspension (setUserSuspension, setUsersSuspension), inside the caller's
 * transaction. A suspended account's tokens stop at its next request (createBearerAuth reads the flag); they are
 * revoked too, so that lifting the suspension does not bring back sessions that may be in other hands, and its open
 * notification streams are told to close. The security log records who did it (the admin of the request), in the same
 * transaction. Answers the row as it is now; undefined for an unknown account.
 */
export async function applySuspension(tx: Db, request: FastifyRequest, userId: string, suspended: boolean) {
  const row = await repo.updateUserRow(tx, userId, { suspended });
  if (row && suspended) {
    await repo.revokeAllSessions(tx, userId);
    await repo.notifyAccountSessions(tx, userId);
  }
  if (row) {
    const kind = suspended ? 'accountSuspended' : 'accountReinstated';
    await recordSecurityEvent(tx, request, { kind, userId, actorId: actorOf(request, userId) });
  }
  return row;
}
