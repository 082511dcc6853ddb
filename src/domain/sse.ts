/**
 * A Server-Sent Events parser for text that arrives in arbitrary chunks (the WHATWG "event stream" rules the
 * browser's EventSource follows: `event:` and `data:` fields, blank line ends an event, `:` starts a comment,
 * one space after the colon is dropped, CR, LF and CRLF all end a line). Pure: the chat page feeds it the decoded
 * body of a fetch, which, unlike EventSource, can POST and be aborted.
 */

export interface SseEvent {
  /** `message` when the event named none. */
  event: string;
  data: string;
}

export interface SseParser {
  /** Parses the next piece of text; returns the events it completed. */
  push(chunk: string): SseEvent[];
  /** The stream ended: returns the last event if it was complete except for its blank line. */
  end(): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const dispatch = (out: SseEvent[]) => {
    if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const line = (text: string, out: SseEvent[]) => {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    // `id` and `retry` mean nothing to a one-shot fetch; unknown fields are ignored, as the standard says.
  };

  return {
    push(chunk) {
      buffer += chunk;
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A CR at the very end may be the first half of a CRLF split across chunks: wait for the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    end() {
      const out: SseEvent[] = [];
      if (buffer.endsWith('\r')) buffer = buffer.slice(0, -1);
      if (buffer) line(buffer, out);
      buffer = '';
      dispatch(out);
      return out;
    },
  };
}
