import { describe, expect, it } from 'vitest';
import { answerTurns, request } from './test/coach-test-helpers';

/** A thanks or please closing a message ("cheers", "ty", "thank you") is said to the coach (closing-courtesy.ts). */
describe('a closing courtesy is no part of a name or a focus', () => {
  it.each([
    ['new habit: pilates cheers', 'Pilates'],
    ['start a habit of journaling ta', 'Journaling'],
    ['i want a new habit, cold showers much appreciated', 'Cold showers'],
  ])('"%s" makes %s', (message, name) => {
    expect(request(message)).toMatchObject({ type: 'create_habit', name });
  });

  it.each([
    ['focus for today: file my taxes thank you', 'File my taxes'],
    ['todays focus is the garden shed cheers', 'The garden shed'],
  ])('"%s" focuses on %s', (message, focus) => {
    expect(request(message)).toMatchObject({ type: 'set_focus', focus });
  });
});

describe('a courtesy after the "?" leaves the message a question', () => {
  it.each([
    ['floss on thursday? cheers', 'Floss'],
    ['water on friday? ty', 'glasses'],
    ['how many pages did i read on wednesday? pls and thx', 'pages'],
  ])('"%s" is answered', (message, figure) => {
    const { reply, action } = answerTurns(message);
    expect(action).toBeNull();
    expect(reply).toContain(figure);
  });
});
