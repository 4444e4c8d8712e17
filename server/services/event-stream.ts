import type { FastifyReply } from 'fastify';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

export interface EventStream {
  /** One Server-Sent Event: its name and its data as JSON (one line: JSON.stringify escapes line breaks). */
  send: (event: string, data: unknown) => void;
  end: () => void;
  /** Called at each heartbeat while the stream is open. */
  onHeartbeat: (listener: () => void) => void;
  /** Called once when the stream ends, by either side. */
  onClose: (listener: () => void) => void;
}

/**
 * Answers the request with a Server-Sent Events stream (text/event-stream). The reply is taken over from Fastify
 * (hijack): no serializer and no onSend hook see it, so @fastify/compress cannot buffer it, and the headers the
 * hooks would add are written here (no-store; X-Accel-Buffering: no for nginx). Headers already on the raw response
 * (the security headers) stay. Nothing may be thrown after this call: Fastify no longer answers for the request.
 */
export function openEventStream(reply: FastifyReply, heartbeatMs = HEARTBEAT_MS): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const headers = { ...reply.getHeaders(), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' };
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200);
  // The browser sees the answer now, before any event.
  raw.flushHeaders();

  const heartbeatListeners: (() => void)[] = [];
  const closeListeners: (() => void)[] = [];
  let open = true;
  const write = (text: string) => {
    if (open && !raw.destroyed) raw.write(text);
  };
  const heartbeat = setInterval(() => {
    write(': keep-alive\n\n');
    for (const listener of heartbeatListeners) listener();
  }, heartbeatMs);
  heartbeat.unref();

  const finish = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    for (const listener of closeListeners) listener();
  };
  // The browser went away (or the connection broke).
  raw.on('close', finish);

  return {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => {
      if (!open) return;
      finish();
      raw.end();
    },
    onHeartbeat: (listener) => void heartbeatListeners.push(listener),
    onClose: (listener) => void closeListeners.push(listener),
  };
}
