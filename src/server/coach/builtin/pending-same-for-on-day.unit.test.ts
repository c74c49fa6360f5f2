import { describe, expect, it } from 'vitest';
import { converse, logArgs } from './test/coach-test-helpers';

describe('"same for <habit> on <day>" on a pending log', () => {
  it.each([
    ['i flossed on wednesday', 'same for stretch on thursday'],
    ['mark floss done for wednesday', 'ditto for stretch, thursday'],
    ['floss was done wednesday', 'do the same for stretching on thursday'],
  ])('"%s" then "%s" logs the second habit on the day it names', (first, reply) => {
    const batch = {
      type: 'batch',
      args: {
        actions: [
          { type: 'log_habit', ...logArgs('Floss', '2026-11-25') },
          { type: 'log_habit', ...logArgs('Stretch', '2026-11-26') },
        ],
      },
    };
    expect(converse([first, reply], { action: batch })).toEqual([]);
  });
});
