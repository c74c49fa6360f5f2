import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createChatStreamParser, encodeChatStreamEvent } from './chat-stream';
import type { TChatStreamEvent } from './chat-types';

const sample: TChatStreamEvent[] = [
  {
    type: 'meta',
    meta: { model: 'gpt-4o-mini', conversation_id: null, server_context: false, remaining: 4 },
  },
  { type: 'delta', delta: 'Hello\n\nworld: "quoted" \r and data: lines' },
  {
    type: 'action',
    action: {
      action: { type: 'create_habit', habit: { name: 'Read' } },
      preview: 'Create habit "Read" — yes or no, daily',
      warnings: [],
      idempotency_key: 'k1',
    },
  },
  { type: 'reply', reply: 'Hello\n\nworld' },
  { type: 'error', error: 'OPENAI: AI request failed (429)' },
  { type: 'done', done: true },
];

function parseAll(chunks: string[]): TChatStreamEvent[] {
  const parser = createChatStreamParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

describe('chat stream encoding', () => {
  it('writes one event per block with its type as the event name', () => {
    expect(encodeChatStreamEvent({ type: 'delta', delta: 'Hi' })).toBe(
      'event: delta\ndata: {"type":"delta","delta":"Hi"}\n\n',
    );
  });

  it('reads back what it wrote, however the text is cut into chunks', () => {
    const text = sample.map(encodeChatStreamEvent).join('');
    fc.assert(
      fc.property(fc.array(fc.nat({ max: text.length }), { maxLength: 30 }), (cuts) => {
        const points = [0, ...[...new Set(cuts)].sort((a, b) => a - b), text.length];
        const chunks = points.slice(1).map((point, index) => text.slice(points[index], point));
        expect(parseAll(chunks)).toEqual(sample);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips any delta text', () => {
    fc.assert(
      fc.property(fc.string(), (delta) => {
        expect(parseAll([encodeChatStreamEvent({ type: 'delta', delta })])).toEqual([
          { type: 'delta', delta },
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('follows the SSE rules: CRLF and CR line ends, comments, multi-line data, a last event without a blank line', () => {
    const events = parseAll([
      ': ping\r\n\r\n',
      'event: delta\r',
      '\ndata: {"type":"delta",\r\ndata: "delta":"a"}\r\n\r\n',
      'event: done\ndata: {"type":"done","done":true}',
    ]);
    expect(events).toEqual([
      { type: 'delta', delta: 'a' },
      { type: 'done', done: true },
    ]);
  });

  it('skips events it does not know and data that is not JSON', () => {
    expect(
      parseAll([
        'event: other\ndata: {"type":"other"}\n\n',
        'data: not json\n\n',
        'data: {"type":"delta"}\n\n',
      ]),
    ).toEqual([]);
  });
});
