import { fromCallback } from 'xstate';
import type { Schemas } from '@/openapi/types';
import { isAbort, type Api } from '@/api/client';
import { readEventStream } from '@/api/event-stream';
import type { StreamEvent } from './notifications.machine';

/**
 * streamNotifications on the real API: reads the account's event stream and tells the machine what arrives;
 * stopping the actor (sign-out, going offline) closes the connection.
 */
export function createNotificationsActors(api: Api) {
  return {
    streamNotifications: fromCallback(({ sendBack }) => {
      const controller = new AbortController();
      const tell = (event: StreamEvent) => {
        if (!controller.signal.aborted) sendBack(event);
      };
      void (async () => {
        const { response } = await api.GET('/api/notifications/stream', { parseAs: 'stream', signal: controller.signal });
        if (!response.ok || !response.body) {
          tell({ type: 'stream.failed', status: response.status });
          return;
        }
        tell({ type: 'stream.opened' });
        for await (const { event, data } of readEventStream(response.body)) {
          if (event === 'counter') tell({ type: 'stream.counter', counter: JSON.parse(data) as Schemas['NotificationCounter'] });
          else if (event === 'notification') tell({ type: 'stream.notification', notification: JSON.parse(data) as Schemas['Notification'] });
          else if (event === 'replaced') {
            // The account's newer streams took this one's place: the machine waits for the page to be shown.
            tell({ type: 'stream.replaced' });
            return;
          }
        }
        tell({ type: 'stream.ended' });
      })().catch((cause: unknown) => {
        if (!isAbort(cause)) tell({ type: 'stream.failed', status: 0 });
      });
      return () => controller.abort();
    }),
  };
}
