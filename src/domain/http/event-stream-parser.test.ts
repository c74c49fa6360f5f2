import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type TServerSentEvent } from './event-stream-parser';

function parseAll(chunks: string[]): TServerSentEvent[] {
  const parser = createEventStreamParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

/** Cuts a text at the given positions (sorted, deduplicated, inside the text). */
function cut(text: string, positions: number[]): string[] {
  const points = [...new Set(positions.map((at) => at % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const point of points) {
    pieces.push(text.slice(from, point));
    from = point;
  }
  pieces.push(text.slice(from));
  return pieces;
}

describe('event stream parser', () => {
  it('reads events, names, multi-line data and every line ending, skipping comments and other fields', () => {
    const text =
      ': keep-alive\n\nid: 1\nretry: 100\ndata: {"type":"goals"}\n\nevent: change\r\ndata: one\r\ndata: two\r\n\r\ndata\rfield: x\r\r';
    expect(parseAll([text])).toEqual([
      { event: '', data: '{"type":"goals"}' },
      { event: 'change', data: 'one\ntwo' },
    ]);
  });

  it('does not dispatch a block with empty data, and reads a last event left open', () => {
    expect(parseAll(['event: lonely\n\n', 'data: tail'])).toEqual([{ event: '', data: 'tail' }]);
  });

  it('gives the same events however the text is cut into chunks', () => {
    const payload = fc.string({ unit: fc.constantFrom('a', ' ', ':', '{', '"', 'é', '😀'), minLength: 1 });
    const events = fc.array(fc.record({ event: fc.constantFrom('', 'delta', 'change'), data: payload }));
    const lineEnd = fc.constantFrom('\n', '\r\n', '\r');
    fc.assert(
      fc.property(events, lineEnd, fc.array(fc.nat()), (written, end, positions) => {
        const text = written
          .map(
            (event) => `${event.event ? `event: ${event.event}${end}` : ''}data: ${event.data}${end}${end}`,
          )
          .join('');
        expect(parseAll(cut(text, positions))).toEqual(written);
      }),
    );
  });
});
