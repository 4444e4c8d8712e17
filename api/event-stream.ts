/** One Server-Sent Event: its `event:` name ('message' when none) and its `data:` lines joined. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body (the WHATWG format: fields per line, events separated by a blank line,
 * comment lines starting with ':'). Read with fetch rather than EventSource, which cannot send the bearer token.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      // The last piece may be a line still arriving.
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const text = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = text;
        else if (field === 'data') data.push(text);
      }
    }
  } finally {
    reader.releaseLock();
  }
}
