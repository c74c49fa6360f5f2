import type { TChatStreamEvent, TChatStreamEventType } from './chat-types';

/**
 * The wire format of POST /api/coach/chat with `Accept: text/event-stream` (docs/api.md): one server-sent
 * event per TChatStreamEvent, `event:` naming its type and `data:` holding the whole event as one line of
 * JSON (type included), so a reader may use either.
 *
 *   event: delta
 *   data: {"type":"delta","delta":"Hello"}
 *
 * Order: meta, delta*, action?, reply, done; or meta?, error, done. Lines starting with ':' are comments.
 */
export function encodeChatStreamEvent(event: TChatStreamEvent): string {
  // JSON.stringify escapes newlines inside strings, so the data always fits on one line.
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

const eventTypes: readonly TChatStreamEventType[] = ['meta', 'delta', 'action', 'reply', 'error', 'done'];

export type TChatStreamParser = {
  /** Feeds the next piece of text, cut anywhere (mid-line, mid-character sequence); returns the events it completed. */
  push(chunk: string): TChatStreamEvent[];
  /** The stream ended: returns an event left without its closing blank line, if any. */
  end(): TChatStreamEvent[];
};

/**
 * An incremental reader for the stream above (used by the web client on a fetch body decoded with
 * TextDecoderStream). Follows the SSE rules: LF, CRLF or CR line ends; several `data:` lines join with
 * a newline; comments and unknown fields are skipped. An event whose data is not a chat event is dropped
 * rather than thrown on, so a proxy's keep-alive or a newer server's extra event types do no harm.
 */
export function createChatStreamParser(): TChatStreamParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  function dispatch(): TChatStreamEvent | null {
    const data = dataLines.join('\n');
    const name = eventName;
    eventName = '';
    dataLines = [];
    if (data === '') return null;
    return readChatStreamEvent(data, name);
  }

  function readLine(line: string, out: TChatStreamEvent[]) {
    if (line === '') {
      const event = dispatch();
      if (event) out.push(event);
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  }

  return {
    push(chunk) {
      buffer += chunk;
      const out: TChatStreamEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        // A CR at the very end may be the first half of a CRLF still on its way.
        if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) break;
        readLine(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    end() {
      const out: TChatStreamEvent[] = [];
      if (buffer !== '') readLine(buffer.replace(/\r$/, ''), out);
      buffer = '';
      readLine('', out);
      return out;
    },
  };
}

function readChatStreamEvent(data: string, name: string): TChatStreamEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const event = parsed as { type?: unknown } & Record<string, unknown>;
  const type = typeof event.type === 'string' ? event.type : name;
  if (!(eventTypes as readonly string[]).includes(type)) return null;
  if (!(type in event) && type !== 'done') return null;
  return { ...event, type } as TChatStreamEvent;
}
