import { fromPromise } from 'xstate';
import { mayActOnAccount } from '@/domain/accounts';
import type { Language } from '@/config/languages';
import type { User } from '@/openapi/types';
import { type Api, call } from '@/api/client';
import { backOfficeListActors } from '@/machines/shared/back-office-list.machine';
import type { UserRecord, UserType } from './user-view.machine';

/** The latest bookings the user view shows. */
export const USER_VIEW_BOOKINGS = 10;

/** The admins' account machines' actors on the real API, one per operationId; the abort signal cancels the request. */
export function createUserAdminActors(api: Api, language: Language) {
  return {
    /** The back office's list machine's actors for the accounts: a page, and suspend or reinstate (`params.suspend`). */
    list: backOfficeListActors({
      page: (query, signal) => call(() => api.GET('/api/users', { params: { query }, signal })),
      change: (ids, params, signal) => call(() => api.POST('/api/users/suspension', { body: { users: ids, suspended: params.suspend === true }, signal })),
    }),
    /** The view of an account by `viewer`, the admin signed in. */
    view: (viewer: { id: string; type: UserType }) => ({
      loadUserRecord: fromPromise<UserRecord, { userId: string }>(async ({ input, signal }) => {
        const id = input.userId;
        const [user, bookings] = await Promise.all([
          call(() => api.GET('/api/user/{id}', { params: { path: { id } }, signal })),
          call(() => api.GET('/api/bookings', { params: { query: { driver: id, size: USER_VIEW_BOOKINGS, language } }, signal })),
        ]);
        // The identity documents of an account the viewer may not act on (a fellow admin's, the superadmin's) are
        // not his to see: the server refuses them (domain/accounts.ts mayActOnAccount).
        const documents = mayActOnAccount(viewer, { id: user._id, type: user.type }) ? await call(() => api.GET('/api/user/{id}/documents', { params: { path: { id } }, signal })) : [];
        return { user, documents, bookings: bookings.items, bookingsTotal: bookings.total };
      }),
      setLicenceVerification: fromPromise<User, { userId: string; verified: boolean }>(({ input, signal }) =>
        call(() => api.POST('/api/users/{userId}/licence-verification', { params: { path: { userId: input.userId } }, body: { verified: input.verified }, signal })),
      ),
      setUserSuspension: fromPromise<User, { userId: string; suspended: boolean }>(({ input, signal }) =>
        call(() => api.POST('/api/users/{userId}/suspension', { params: { path: { userId: input.userId } }, body: { suspended: input.suspended }, signal })),
      ),
      setUserType: fromPromise<User, { userId: string; type: UserType; supplierId?: string }>(({ input, signal }) => {
        const { userId, ...body } = input;
        return call(() => api.POST('/api/users/{userId}/type', { params: { path: { userId } }, body, signal }));
      }),
      sendUserMessage: fromPromise<unknown, { userId: string; message: string }>(({ input, signal }) =>
        call(() => api.POST('/api/users/{userId}/messages', { params: { path: { userId: input.userId } }, body: { message: input.message }, signal })),
      ),
    }),
  };
}

/** The image of an identity document, read with the session's token, as a blob the screen shows. */
export function loadDocumentImage(api: Api, userId: string, documentId: string, signal?: AbortSignal): Promise<Blob> {
  return call<Blob>(() => api.GET('/api/user/{id}/documents/{documentId}', { params: { path: { id: userId, documentId } }, parseAs: 'blob', signal }));
}
