import { fromPromise } from 'xstate';
import type { Language } from '@/config/languages';
import { call, type Api } from '@/api/client';
import type { MarkInput, NotificationSelection } from './notification-list.machine';

/** The list's actors on the real API, one per operation; the page's texts (the demo data's messages) in `language`. */
export function createNotificationListActors(api: Api, language: Language) {
  return {
    getNotifications: fromPromise(({ input, signal }: { input: { page: number; size: number }; signal: AbortSignal }) =>
      call(() => api.GET('/api/notifications', { params: { query: { ...input, language } }, signal })),
    ),
    markNotifications: fromPromise(({ input, signal }: { input: MarkInput; signal: AbortSignal }) =>
      call(() => api.POST('/api/notifications/mark', { body: { ...input.selection, read: input.read }, signal })),
    ),
    deleteNotifications: fromPromise(({ input, signal }: { input: NotificationSelection; signal: AbortSignal }) =>
      call(() => api.DELETE('/api/notifications', { body: input, signal })),
    ),
  };
}
