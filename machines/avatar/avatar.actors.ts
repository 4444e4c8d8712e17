import { fromPromise } from 'xstate';
import { imageUpload } from '@/machines/shared/upload';
import type { User } from '@/openapi/types';
import { type Api, call } from '@/api/client';
import type { UpdateAvatarRequest } from './avatar.machine';

/** The avatar machine's actors on the real API: `updateAvatar` (multipart field `image`) and `deleteAvatar`. */
export function createAvatarActors(api: Api) {
  return {
    updateAvatar: fromPromise<User, UpdateAvatarRequest>(({ input, signal }) =>
      call(() =>
        api.POST('/api/update-avatar/{userId}', {
          params: { path: { userId: input.userId } },
          ...imageUpload(input.file),
          signal,
        }),
      ),
    ),
    deleteAvatar: fromPromise<User, { userId: string }>(({ input, signal }) =>
      call(() => api.POST('/api/delete-avatar/{userId}', { params: { path: { userId: input.userId } }, signal })),
    ),
  };
}
