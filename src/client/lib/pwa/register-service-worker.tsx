import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { UpdatePrompt } from '../../components/shell/update-prompt';
import {
  nextUpdateState,
  showsUpdatePrompt,
  type TUpdateEvent,
  type TUpdateState,
} from './update-prompt-machine';

/**
 * Registers the service worker (/sw.js) and shows the update prompt when a new version waits. Loaded
 * after the page's load event (main.tsx), never on the way to the first paint.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js');
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);

  let state: TUpdateState = 'idle';
  const send = (event: TUpdateEvent) => {
    const next = nextUpdateState(state, event);
    state = next.state;
    if (next.effect === 'activate-waiting-worker') workbox.messageSkipWaiting();
    if (next.effect === 'reload-page') window.location.reload();
    render();
  };
  const render = () =>
    root.render(
      <UpdatePrompt
        shown={showsUpdatePrompt(state)}
        reloading={state === 'activating'}
        onReload={() => send({ type: 'reload-chosen' })}
        onDismiss={() => send({ type: 'dismissed' })}
      />,
    );

  workbox.addEventListener('waiting', () => send({ type: 'new-version-waiting' }));
  // The first install taking this page is no new version: only an update's takeover is.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) send({ type: 'controller-changed' });
  });
  render();
  void workbox.register().catch(() => {
    // No service worker (a private window, storage refused): the app works as before, online only.
  });
}
