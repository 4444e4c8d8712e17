import type { Schemas } from '@/openapi/types';
import { call, type Api } from '@/api/client';
import { handleError } from '@/src/core/errors';

export type PostFormOptions = Schemas['PostFormOptions'];

/** The blog's authors and the covers' address for the post form; a route loader calls it. Without them the form still opens, and says why. */
export async function loadPostFormOptions(api: Api): Promise<PostFormOptions> {
  try {
    return await call(() => api.GET('/api/post-form-options'));
  } catch (error) {
    handleError(error);
    return { authors: [], coverUrl: '' };
  }
}
