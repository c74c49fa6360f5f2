import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TChatMessage } from './chat-types';
import { deriveChecklist, parseChecklist } from './derive-checklist';

const assistant = (content: string): TChatMessage => ({ role: 'assistant', content });
const user = (content: string): TChatMessage => ({ role: 'user', content });

describe('parseChecklist', () => {
  it('reads unfilled and filled task items with their labels', () => {
    const reply = [
      'Here is your plan for today:',
      '',
      '- [ ] Read 20 pages',
      '- [x] Morning walk',
      '* [X] Drink water  ',
      '  + [ ] Stretch (nested)',
      '',
      'Good luck!',
    ].join('\n');
    expect(parseChecklist(reply)).toEqual([
      { label: 'Read 20 pages', filled: false },
      { label: 'Morning walk', filled: true },
      { label: 'Drink water', filled: true },
      { label: 'Stretch (nested)', filled: false },
    ]);
  });

  it('ignores plain bullets, empty labels, malformed boxes and code blocks', () => {
    const reply = [
      '- Read 20 pages',
      '- [ ]',
      '- [y] maybe',
      '-[ ] no space',
      '```markdown',
      '- [ ] an example, not a task',
      '```',
      '1. [ ] numbered lists are not task items here',
    ].join('\r\n');
    expect(parseChecklist(reply)).toEqual([]);
  });

  it('reads back every list it is given', () => {
    const label = fc
      .string({ minLength: 1, maxLength: 30 })
      .map((text) => text.replace(/[\r\n]/g, ' ').trim())
      .filter((text) => text !== '');
    fc.assert(
      fc.property(
        fc.array(fc.record({ label, filled: fc.boolean() }), { maxLength: 8 }),
        fc.constantFrom('-', '*', '+'),
        (items, bullet) => {
          const markdown = items
            .map((item) => `${bullet} [${item.filled ? 'x' : ' '}] ${item.label}`)
            .join('\n');
          expect(parseChecklist(`Intro\n${markdown}\nOutro`)).toEqual(items);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const item of parseChecklist(text)) expect(item.label).not.toBe('');
      }),
      { numRuns: 200 },
    );
  });
});

describe('deriveChecklist', () => {
  it('takes the latest assistant reply that has task items', () => {
    const messages = [
      assistant('- [ ] Old plan'),
      user('Plan my day'),
      assistant('- [ ] Deep work\n- [x] Gym'),
      user('- [ ] a user’s own list is not the coach’s'),
      assistant('Sounds good, anything else?'),
    ];
    expect(deriveChecklist(messages)).toEqual([
      { label: 'Deep work', filled: false },
      { label: 'Gym', filled: true },
    ]);
  });

  it('is empty until the coach has written a list', () => {
    expect(deriveChecklist([])).toEqual([]);
    expect(deriveChecklist([user('- [ ] mine'), assistant('Hello')])).toEqual([]);
  });
});
