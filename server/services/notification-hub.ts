import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client.ts';
import { toNotification } from '@/server/mappers/notifications.ts';
import { NOTIFICATIONS_CHANNEL, type NotificationSignal } from '@/server/repositories/notification-writes.ts';
import { countNotifications, findNotifications } from '@/server/repositories/notifications.ts';
import { ACCOUNT_SESSIONS_CHANNEL } from '@/server/repositories/users.ts';

/**
 * Live delivery of notifications to the open streams of this server instance. Each instance holds ONE listening
 * connection (Database.listen) on two channels:
 *  - `notifications`: every statement that stores, marks or deletes notifications NOTIFYs it at commit, with the
 *    account and the new ids (repositories/notification-writes.ts), whichever instance made the change. The streams of
 *    that account here get each new notification and then the counts, read from the database;
 *  - `account_sessions`: an account's sessions were revoked or the account suspended (the payload is its id); each of
 *    its streams checks its session again and ends if it is no longer valid.
 * An account's deliveries take turns, so that its streams get the counts in the order of the changes.
 * The streams are bounded (StreamLimits): an account's oldest stream is told it is replaced and ends when the account
 * opens one more than its share, and a full instance opens none (hasRoom).
 */

export interface StreamClient {
  send(event: 'counter' | 'notification' | 'replaced', data: unknown): void;
  /** Whether the session the stream was opened with is still valid. */
  stillSignedIn(): Promise<boolean>;
  end(): void;
}

/** How many streams this instance holds open (config.ts notificationStreams). */
export interface StreamLimits {
  /** An account's: one more ends its oldest (a tab closed without a goodbye holds its stream until then). */
  perAccount: number;
  /** All accounts': beyond, no stream opens (hasRoom). */
  perInstance: number;
}

export interface NotificationHub {
  /**
   * Whether one more stream may open. Asked just before subscribe, in the same turn (nothing awaited between them): no
   * other request can take the room in between.
   */
  hasRoom(): boolean;
  /**
   * Delivers the account's notifications to the client from now on, starting with the counts, and ends the account's
   * oldest streams beyond its share; answers how to stop.
   */
  subscribe(userId: string, client: StreamClient): () => void;
  /** Ends every open stream: the app is closing, and a server waits for its open connections. */
  endStreams(): void;
  /** Stops listening. */
  stop(): Promise<void>;
}

export async function startNotificationHub(database: Database, log: FastifyBaseLogger, limits: StreamLimits): Promise<NotificationHub> {
  const { db } = database;
  /** Each account's open streams, oldest first (a Set keeps the order they were added in). */
  const clients = new Map<string, Set<StreamClient>>();
  const turns = new Map<string, Promise<void>>();
  let open = 0;

  /** The stream no longer gets anything; once only, whether it ended from here or from its client. */
  function remove(userId: string, client: StreamClient) {
    const own = clients.get(userId);
    if (!own?.delete(client)) return;
    open -= 1;
    if (own.size === 0) clients.delete(userId);
  }

  /** Runs the task after the account's earlier ones. */
  function inTurn(userId: string, task: () => Promise<void>) {
    const next = (turns.get(userId) ?? Promise.resolve()).then(task).catch((error: unknown) => log.error({ err: error, userId }, 'notification delivery failed'));
    turns.set(userId, next);
    void next.then(() => {
      if (turns.get(userId) === next) turns.delete(userId);
    });
  }

  /** The new notifications (oldest first, as they happened), then the counts, to each of the account's streams. */
  async function deliver(userId: string, created: readonly string[] = []) {
    if (!clients.get(userId)?.size) return;
    const rows = created.length ? await findNotifications(db, userId, created) : [];
    const counter = await countNotifications(db, userId);
    for (const client of clients.get(userId) ?? []) {
      for (const row of [...rows].reverse()) client.send('notification', toNotification(row));
      client.send('counter', counter);
    }
  }

  function recheckSessions(userId: string) {
    for (const client of clients.get(userId) ?? []) {
      client.stillSignedIn().then(
        (valid) => valid || client.end(),
        (error: unknown) => log.error({ err: error, userId }, 'session check failed'),
      );
    }
  }

  function onNotification(channel: string, payload: string) {
    if (channel === ACCOUNT_SESSIONS_CHANNEL) return recheckSessions(payload.trim());
    const signal = parseSignal(payload);
    if (!signal) return log.warn({ payload }, 'unreadable notifications signal');
    if (clients.has(signal.userId)) inTurn(signal.userId, () => deliver(signal.userId, signal.created));
  }

  const listener = await database.listen([NOTIFICATIONS_CHANNEL, ACCOUNT_SESSIONS_CHANNEL], {
    onNotification,
    // Whatever changed while the connection was down never arrives: every open stream gets its counts again.
    onResumed: () => {
      log.warn('listening for notifications again');
      for (const userId of clients.keys()) inTurn(userId, () => deliver(userId));
    },
    onError: (error) => log.error({ err: error }, 'the notifications listener lost its connection'),
  });

  return {
    hasRoom: () => open < limits.perInstance,
    subscribe(userId, client) {
      const own = clients.get(userId) ?? new Set();
      clients.set(userId, own.add(client));
      open += 1;
      for (const oldest of [...own].slice(0, Math.max(0, own.size - limits.perAccount))) {
        remove(userId, oldest);
        // Told why, so that its page waits until it is shown again instead of reconnecting at once and ending the
        // next oldest in its turn (six tabs would take each other's place in a loop).
        oldest.send('replaced', { limit: limits.perAccount });
        oldest.end();
      }
      inTurn(userId, async () => client.send('counter', await countNotifications(db, userId)));
      return () => remove(userId, client);
    },
    endStreams() {
      for (const own of [...clients.values()]) for (const client of [...own]) client.end();
    },
    stop: () => listener.close(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseSignal(payload: string): NotificationSignal | undefined {
  try {
    const value = JSON.parse(payload) as Partial<NotificationSignal>;
    if (typeof value.userId !== 'string' || !UUID.test(value.userId)) return undefined;
    const created = Array.isArray(value.created) ? value.created.filter((id): id is string => typeof id === 'string' && UUID.test(id)) : undefined;
    return { userId: value.userId, created };
  } catch {
    return undefined;
  }
}
