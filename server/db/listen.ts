import type pg from 'pg';

/** What a LISTEN connection hands on: each notification, and that it came back after a break (some may be lost). */
export interface ListenHandlers {
  onNotification(channel: string, payload: string): void;
  /** The connection was lost and is listening again: what was sent meanwhile never arrives. */
  onResumed(): void;
  onError(error: unknown): void;
}

export interface Listener {
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * One dedicated connection that LISTENs on `channels` (a pooled connection would be handed to queries and lose its
 * LISTENs when released). When the server drops it (restart, failover), it connects again with a growing pause,
 * listens again and says so, so that the caller can refresh what it may have missed.
 */
export async function listenOnPostgres(Client: typeof pg.Client, url: string, channels: readonly string[], handlers: ListenHandlers): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => handlers.onNotification(message.channel, message.payload ?? ''));
    // 'error' and 'end' both follow a lost connection; the first one seen schedules the reconnection.
    const lost = (error?: unknown) => {
      if (closed || client !== next) return;
      client = undefined;
      if (error) handlers.onError(error);
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    for (const channel of channels) await next.query(`listen ${quoteIdentifier(channel)}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  }

  function scheduleReconnect() {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect()
        .then(() => {
          retryMs = FIRST_RETRY_MS;
          handlers.onResumed();
        })
        .catch((error: unknown) => {
          handlers.onError(error);
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
          if (!closed) scheduleReconnect();
        });
    }, retryMs);
    retryTimer.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
