/**
 * The update prompt (a new version of the app deployed while a tab is open), as a pure state
 * machine; register-service-worker.tsx feeds it the service worker's events and does what it says.
 *
 * - `idle`: this page runs the newest version it knows of.
 * - `waiting`: a new version's service worker is installed and waits; the prompt is shown.
 * - `dismissed`: the user closed the prompt; the new version starts with the next visit.
 * - `activating`: the user chose Reload; the waiting worker was told to take over, and the page
 *   reloads once it has.
 */
export type TUpdateState = 'idle' | 'waiting' | 'dismissed' | 'activating';

export type TUpdateEvent =
  | { type: 'new-version-waiting' }
  | { type: 'reload-chosen' }
  | { type: 'dismissed' }
  /** The page's service worker changed (after Reload here, or another tab's). */
  | { type: 'controller-changed' };

/** What the caller must do after a transition. */
export type TUpdateEffect = 'none' | 'activate-waiting-worker' | 'reload-page';

export function nextUpdateState(
  state: TUpdateState,
  event: TUpdateEvent,
): { state: TUpdateState; effect: TUpdateEffect } {
  switch (event.type) {
    case 'new-version-waiting':
      // A version found while one is taking over changes nothing: the reload brings the newest.
      return { state: state === 'activating' ? state : 'waiting', effect: 'none' };
    case 'reload-chosen':
      return state === 'waiting'
        ? { state: 'activating', effect: 'activate-waiting-worker' }
        : { state, effect: 'none' };
    case 'dismissed':
      return state === 'waiting' ? { state: 'dismissed', effect: 'none' } : { state, effect: 'none' };
    case 'controller-changed':
      // After our own Reload the new version is in control: load it. If another tab activated it,
      // this page's code is now older than its worker's files, so the prompt stays (or comes back).
      return state === 'activating' ? { state, effect: 'reload-page' } : { state: 'waiting', effect: 'none' };
  }
}

/** Whether the prompt is on screen. */
export const showsUpdatePrompt = (state: TUpdateState): boolean => state === 'waiting';
