/**
 * A Server-Sent Events stream read as the browser's app reads it (fetch with the bearer token, not EventSource), for
 * the server tests that open GET /api/notifications/stream on a listening server.
 */

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every event so far, in order. */
  events: StreamEvent[];
  /** The next event not yet taken (by a `next` call), of this name if given; fails after `timeoutMs`. */
  next(event?: string, timeoutMs?: number): Promise<StreamEvent>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(url: string, token: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: abort.signal });
  const events: StreamEvent[] = [];
  let taken = 0;
  const waiting = new Set<() => void>();
  const wake = () => {
    for (const resolve of [...waiting]) resolve();
  };

  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
          if (name) events.push({ event: name, data: JSON.parse(data) });
        }
        wake();
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    } finally {
      wake();
    }
  })();
  let isEnded = false;
  void ended.finally(() => {
    isEnded = true;
    wake();
  });

  async function next(event?: string, timeoutMs = 5000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (taken < events.length) {
        const found = events[taken++]!;
        if (!event || found.event === event) return found;
      }
      if (isEnded) throw new Error(`the stream ended before ${event ?? 'an event'}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${event ?? 'event'} within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(done, left);
        waiting.add(done);
      });
    }
  }

  return { status: response.status, headers: response.headers, events, next, ended, close: () => abort.abort() };
}
