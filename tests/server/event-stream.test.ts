import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from '@/server/services/event-stream.ts';

/**
 * The Server-Sent Events writer on its own (the notifications stream uses it with a 25 s heartbeat; here 50 ms): events
 * and comment lines arrive as they are written, not held back by compression, and the stream ends from either side.
 */
const app = Fastify();
let baseUrl: string;
let opened: EventStream | undefined;
let closedByClient = false;

beforeAll(async () => {
  await app.register(compress, { global: true, threshold: 0 });
  app.get('/events', async (_request, reply) => {
    opened = openEventStream(reply, 50);
    opened.onClose(() => {
      closedByClient = true;
    });
    opened.send('hello', { text: 'two\nlines' });
    return reply;
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Reads the body until `until` appears in it. */
async function readUntil(body: ReadableStream<Uint8Array>, until: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    if (text.includes(until)) return text;
  }
  return text;
}

describe('the event stream writer', () => {
  it('writes each event at once, one line of JSON, then a comment at every heartbeat, uncompressed', async () => {
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/events`, { headers: { 'accept-encoding': 'gzip, br' }, signal: abort.signal });
    expect(response.headers.get('content-encoding')).toBeNull();
    const text = await readUntil(response.body!, ': keep-alive\n\n: keep-alive\n\n');
    expect(text).toBe('event: hello\ndata: {"text":"two\\nlines"}\n\n: keep-alive\n\n: keep-alive\n\n');
    abort.abort();
    await expect.poll(() => closedByClient).toBe(true);
  });

  it('ends the response when the server ends it', async () => {
    opened = undefined;
    // fetch resolves once the headers are sent, when the route has opened its stream.
    const response = await fetch(`${baseUrl}/events`);
    const reading = readUntil(response.body!, 'never');
    opened!.end();
    expect(await reading).toContain('event: hello');
  });
});
