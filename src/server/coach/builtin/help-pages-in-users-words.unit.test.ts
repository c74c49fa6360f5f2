import { describe, expect, it } from 'vitest';
import { answer } from './test/coach-test-helpers';

/**
 * Round 22: help pages given sentences in the words users say (tomorrow, bin it, the top of the list, a
 * sister who offers to nag, regret, a device not one's own, a renewal that did not go through, a phone's
 * browser, piggybacking, one chat removed). Each question is answered from the page that says it.
 */
describe('help pages in the words users say', () => {
  it.each([
    ["is it possible to fill in tomorrow's reading in advance", '/docs/tracker'],
    ["the tracker shows tomorrow's date already, why", '/docs/tracker'],
    ['want to bin my floss habit for good, what happens to its history', '/docs/tracker'],
    ['how do i move journal to the top of the list', '/docs/tracker'],
    [
      'my wife offered to keep me accountable, how do i add her as a partner',
      '/docs/accountability-and-sharing',
    ],
    ['regret sharing my public dashboard, how do i take it down', '/docs/accountability-and-sharing'],
    ['i see a session from a windows laptop that isnt mine, what do i do', '/docs/settings-and-data'],
    ['my card renewal didnt go through, am i locked out', '/docs/plans-and-billing'],
    ['do i have to install an app on my samsung or does chrome work', '/docs/getting-started'],
    ['can i piggyback flossing on brushing my teeth', '/in/education/habit-stacking'],
    ['how do i delete just one chat from my coach history', '/docs/coach'],
  ])('answers "%s" from %s', (message, page) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).toContain(page);
  });
});
