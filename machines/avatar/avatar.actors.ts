import { fromPromise } from 'xstate';
import { type Api, type User, call } from '../../src/api/client';
import type { UpdateAvatarRequest } from './avatar.machine';

/** The avatar machine's actors on the real API: `updateAvatar` (multipart field `image`) and `deleteAvatar`. */
export function createAvatarActors(api: Api) {
  return {
    updateAvatar: fromPromise<User, UpdateAvatarRequest>(({ input, signal }) =>
      call(() =>
        api.POST('/api/update-avatar/{userId}', {
          params: { path: { userId: input.userId } },
          body: { image: input.file },
          bodySerializer: (body) => {
            const form = new FormData();
            form.set('image', body.image as Blob);
            return form;
          },
          signal,
        }),
      ),
    ),
    deleteAvatar: fromPromise<User, { userId: string }>(({ input, signal }) =>
      call(() => api.POST('/api/delete-avatar/{userId}', { params: { path: { userId: input.userId } }, signal })),
    ),
  };
}
