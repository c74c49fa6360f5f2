/** One server-sent event: its `event:` name ('' when none was given) and its `data:` lines joined. */
export type TServerSentEvent = { event: string; data: string };

export type TEventStreamParser = {
  /** Feeds the next piece of text, cut anywhere (mid-line, between a CR and its LF); returns completed events. */
  push(chunk: string): TServerSentEvent[];
  /** The stream ended: returns an event left without its closing blank line, if any. */
  end(): TServerSentEvent[];
};

/**
 * An incremental reader of the `text/event-stream` format (the HTML standard's rules), for streams read
 * with fetch where EventSource cannot go: a POST (the coach), or a header EventSource cannot send (the
 * apps' bearer token). LF, CRLF or CR end a line; several `data:` lines join with a newline; comments,
 * `id:`, `retry:` and unknown fields are skipped; an event whose data is empty is not dispatched.
 */
export function createEventStreamParser(): TEventStreamParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  function readLine(line: string, out: TServerSentEvent[]) {
    if (line === '') {
      const data = dataLines.join('\n');
      if (data !== '') out.push({ event: eventName, data });
      eventName = '';
      dataLines = [];
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
      const out: TServerSentEvent[] = [];
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
      const out: TServerSentEvent[] = [];
      if (buffer !== '') readLine(buffer.replace(/\r$/, ''), out);
      buffer = '';
      readLine('', out);
      return out;
    },
  };
}
