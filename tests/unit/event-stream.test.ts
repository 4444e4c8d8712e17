import { describe, expect, it } from 'vitest';
import { readEventStream, type ServerEvent } from '@/api/event-stream';

/** A body delivered in the given chunks, as a network would cut it. */
function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function eventsOf(chunks: string[]): Promise<ServerEvent[]> {
  const events: ServerEvent[] = [];
  for await (const event of readEventStream(bodyOf(chunks))) events.push(event);
  return events;
}

describe('readEventStream', () => {
  it('reads named events and their data', async () => {
    expect(await eventsOf(['event: counter\ndata: {"unread":2,"total":5}\n\n'])).toEqual([{ event: 'counter', data: '{"unread":2,"total":5}' }]);
  });

  it('joins an event cut anywhere across chunks, and several events in one chunk', async () => {
    expect(await eventsOf(['eve', 'nt: notification\nda', 'ta: {"a":1}\n', '\nevent: counter\ndata: 1\n\nevent: counter\ndata: 2\n\n'])).toEqual([
      { event: 'notification', data: '{"a":1}' },
      { event: 'counter', data: '1' },
      { event: 'counter', data: '2' },
    ]);
  });

  it('skips comments (the keep-alive), accepts CRLF, joins data lines and names an unnamed event "message"', async () => {
    expect(await eventsOf([': keep-alive\r\n\r\n', 'data: one\r\ndata: two\r\n\r\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('drops an event the stream ended in the middle of', async () => {
    expect(await eventsOf(['event: counter\ndata: 1\n'])).toEqual([]);
  });
});
