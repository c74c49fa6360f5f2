import { describe, expect, it } from 'vitest';
import type { TCoachProviderEvent } from '../coach-provider';
import { createBuiltinCoach } from './create-builtin-coach';
import { fixtures } from './eval/coach-fixtures';

async function collect(events: AsyncIterable<TCoachProviderEvent>): Promise<TCoachProviderEvent[]> {
  const collected: TCoachProviderEvent[] = [];
  for await (const event of events) collected.push(event);
  return collected;
}

function turn(content: string, guest = false, signal = new AbortController().signal) {
  return {
    messages: [{ role: 'user' as const, content }],
    context: guest ? fixtures.guest : fixtures.new_user,
    guest,
    signal,
  };
}

describe('createBuiltinCoach', () => {
  const coach = createBuiltinCoach();

  it('is named compound-builtin', () => expect(coach.model).toBe('compound-builtin'));

  it('streams the reply in several chunks, then the proposed habit', async () => {
    const events = await collect(coach.streamReply(turn('create a habit to read 20 pages every day')));
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((event) => event.text).join('')).toContain('**Read**');
    expect(events.at(-1)).toEqual({
      type: 'action',
      action: { type: 'create_habit', name: 'Read', habit_type: 'number', target: 20, unit: 'pages' },
    });
  });

  it('answers the last user message of the conversation', async () => {
    const events = await collect(
      coach.streamReply({
        ...turn('I want to meditate daily'),
        messages: [
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: 'Hi!' },
          { role: 'user', content: 'I want to meditate daily' },
        ],
      }),
    );
    expect(events.at(-1)).toMatchObject({
      type: 'action',
      action: { type: 'create_habit', name: 'Meditate' },
    });
  });

  it('sends no action for small talk', async () => {
    const events = await collect(coach.streamReply(turn('hi')));
    expect(events.every((event) => event.type === 'delta')).toBe(true);
  });

  it('stops streaming once the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      await collect(coach.streamReply(turn('create a habit to stretch', false, controller.signal))),
    ).toEqual([]);
  });

  it('gives a guest a short answer with the proposal', async () => {
    const events = await collect(coach.streamReply(turn('I want to meditate daily', true)));
    const reply = events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
    expect(reply.length).toBeLessThan(200);
    expect(events.at(-1)).toMatchObject({ type: 'action' });
  });

  it('reads a confirm word, a change and a refusal of a pending habit', async () => {
    const pendingAction = {
      type: 'create_habit',
      name: 'Read',
      habit_type: 'number',
      target: 20,
      unit: 'pages',
    };
    const ask = (userMessage: string) =>
      coach.interpretIntent({
        pendingAction,
        userMessage,
        context: fixtures.new_user,
        signal: new AbortController().signal,
      });
    expect(await ask('yes')).toEqual({ intent: 'confirm' });
    expect(await ask('no thanks')).toEqual({ intent: 'deny' });
    expect(await ask('make it 30 pages')).toEqual({
      intent: 'modify',
      action: { ...pendingAction, target: 30 },
    });
  });
});
