import type { ActorRefFrom } from 'xstate';
import type { notificationListMachine } from '@/machines/notification-list/notification-list.machine';

export type NotificationListActor = ActorRefFrom<typeof notificationListMachine>;
