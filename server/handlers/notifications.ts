import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '@/server/access.ts';
import type { Config } from '@/server/config.ts';
import type { Db } from '@/server/db/client.ts';
import { AppError, badRequest, notFound } from '@/server/errors.ts';
import { toNotification } from '@/server/mappers/notifications.ts';
import { deleteNotifications, markNotifications, type NotificationSelection } from '@/server/repositories/notification-writes.ts';
import { countNotifications, findNotifications, findReaders, listNotifications } from '@/server/repositories/notifications.ts';
import { openEventStream } from '@/server/services/event-stream.ts';
import type { NotificationHub } from '@/server/services/notification-hub.ts';
import { recordNotices } from '@/server/services/notices.ts';
import type { Handlers } from './types.ts';
import { PageSizeDefault } from '@/openapi/generated/enums.ts';

type Bearer = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** When a client refused a stream by a full instance may try again, in seconds (its streams end as tabs close). */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/** The contract's `ids` or `all` (it refuses both, neither, and more than 100 ids). */
const selectionOf = (body: { ids?: string[]; all?: true }): NotificationSelection => (body.ids ? { ids: body.ids } : { all: true });

/**
 * The signed-in account's notifications: only their reader sees or changes them (an id of anyone else's is not found,
 * and nothing changes); every change reaches the account's open streams through the hub. An admin's message to an
 * account is one more notification (who may send it: server/access.ts).
 */
export function createNotificationHandlers(db: Db, config: Pick<Config, 'appUrl'>, hub: NotificationHub, bearerAuth: Bearer) {
  return {
    async getNotifications(request) {
      const { userId } = requireAuth(request);
      const { page = 1, size = PageSizeDefault, language = 'en' } = request.query;
      const result = await listNotifications(db, userId, { page, size });
      return { page, size, total: result.total, unread: result.unread, items: result.items.map((row) => toNotification(row, language)) };
    },

    async getNotificationCounter(request) {
      return countNotifications(db, requireAuth(request).userId);
    },

    async markNotifications(request) {
      const { userId } = requireAuth(request);
      if (!(await markNotifications(db, userId, selectionOf(request.body), request.body.read))) throw notFound('Notification');
      return countNotifications(db, userId);
    },

    async deleteNotifications(request) {
      const { userId } = requireAuth(request);
      if (!(await deleteNotifications(db, userId, selectionOf(request.body)))) throw notFound('Notification');
      return countNotifications(db, userId);
    },

    async sendUserMessage(request, reply) {
      const message = request.body.message.trim();
      if (!message) throw badRequest('body/message: must not be blank');
      const [reader] = await findReaders(db, { userIds: [request.params.userId] });
      if (!reader) throw notFound('User');
      const [id] = await recordNotices(db, { kind: 'accountMessage', bookingId: null, message }, [reader], { appUrl: config.appUrl });
      const [row] = await findNotifications(db, reader.id, [id!]);
      reply.code(201);
      return toNotification(row!);
    },

    async streamNotifications(request, reply) {
      const auth = requireAuth(request);
      // The session is checked again as the request was (the bearer scheme itself): when the hub hears the account's
      // sessions changed, and at each heartbeat, which also ends the stream once the session expires.
      const stillSignedIn = async () => {
        try {
          await bearerAuth(request, reply);
          return request.auth?.sessionId === auth.sessionId;
        } catch {
          return false;
        }
      };
      // Checked in the turn the stream opens and subscribes: nothing awaited between takes the room from under it.
      if (!hub.hasRoom()) {
        const headers = { 'Retry-After': String(STREAM_RETRY_AFTER_SECONDS) };
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'This server holds as many notification streams as it may: try again later.', headers);
      }
      const stream = openEventStream(reply);
      const unsubscribe = hub.subscribe(auth.userId, { send: stream.send, stillSignedIn, end: stream.end });
      stream.onClose(unsubscribe);
      stream.onHeartbeat(() => void stillSignedIn().then((valid) => valid || stream.end()));
      return reply;
    },
  } satisfies Partial<Handlers>;
}
