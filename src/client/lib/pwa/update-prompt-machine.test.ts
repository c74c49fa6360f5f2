import { describe, expect, it } from 'vitest';
import {
  nextUpdateState,
  showsUpdatePrompt,
  type TUpdateEvent,
  type TUpdateState,
} from './update-prompt-machine';

function run(events: TUpdateEvent['type'][], from: TUpdateState = 'idle') {
  const effects: string[] = [];
  let state = from;
  for (const type of events) {
    const next = nextUpdateState(state, { type } as TUpdateEvent);
    state = next.state;
    if (next.effect !== 'none') effects.push(next.effect);
  }
  return { state, effects };
}

describe('the update prompt', () => {
  it('is hidden until a new version waits, then shown', () => {
    expect(showsUpdatePrompt('idle')).toBe(false);
    const { state } = run(['new-version-waiting']);
    expect(showsUpdatePrompt(state)).toBe(true);
  });

  it('activates the waiting version on Reload and reloads once it has taken over', () => {
    expect(run(['new-version-waiting', 'reload-chosen'])).toEqual({
      state: 'activating',
      effects: ['activate-waiting-worker'],
    });
    expect(run(['new-version-waiting', 'reload-chosen', 'controller-changed']).effects).toEqual([
      'activate-waiting-worker',
      'reload-page',
    ]);
  });

  it('activates only once, however often Reload is pressed', () => {
    expect(run(['new-version-waiting', 'reload-chosen', 'reload-chosen']).effects).toEqual([
      'activate-waiting-worker',
    ]);
  });

  it('never reloads by itself: Reload without a waiting version, or a dismissed prompt, does nothing', () => {
    expect(run(['reload-chosen'])).toEqual({ state: 'idle', effects: [] });
    expect(run(['new-version-waiting', 'dismissed', 'reload-chosen'])).toEqual({
      state: 'dismissed',
      effects: [],
    });
  });

  it('comes back when another tab has put the new version in control, without reloading this page', () => {
    const { state, effects } = run(['new-version-waiting', 'dismissed', 'controller-changed']);
    expect(showsUpdatePrompt(state)).toBe(true);
    expect(effects).toEqual([]);
  });

  it('shows a newer version found after a dismissed one', () => {
    expect(run(['new-version-waiting', 'dismissed', 'new-version-waiting']).state).toBe('waiting');
  });
});
