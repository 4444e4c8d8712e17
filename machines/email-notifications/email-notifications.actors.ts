import { fromPromise } from 'xstate';
import type { User } from '@/openapi/types';
import { type Api, call } from '@/api/client';
import type { UpdateEmailNotificationsRequest } from './email-notifications.machine';

/** The email notifications switch's actor on the real API: `updateEmailNotifications`. */
export function createEmailNotificationsActors(api: Api) {
  return {
    updateEmailNotifications: fromPromise<User, UpdateEmailNotificationsRequest>(({ input, signal }) =>
      call(() => api.POST('/api/update-email-notifications', { body: input, signal })),
    ),
  };
}
