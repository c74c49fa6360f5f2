import { createEventStreamParser, type TServerSentEvent } from '../http/event-stream-parser';
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
 * TextDecoderStream), on the generic event-stream reader. An event whose data is not a chat event is
 * dropped rather than thrown on, so a proxy's keep-alive or a newer server's extra event types do no harm.
 */
export function createChatStreamParser(): TChatStreamParser {
  const events = createEventStreamParser();
  const readAll = (read: TServerSentEvent[]) =>
    read.flatMap((event) => readChatStreamEvent(event.data, event.event) ?? []);
  return {
    push: (chunk) => readAll(events.push(chunk)),
    end: () => readAll(events.end()),
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
