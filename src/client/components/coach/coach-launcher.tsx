import { Bot } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { isCoachButtonVisible } from '@/domain/coach/coach-button-visibility';
import { useHydrated } from '../../hooks/use-hydrated';
import { useOpenAssistantEvent } from '../../hooks/use-open-assistant-event';
import type { TSession } from '../../hooks/use-session';
import { useWindowWidth } from '../../hooks/use-window-width';
import { createLazyModule } from '../../lib/lazy-module';
import type { TOpenAssistantRequest } from '../../lib/open-assistant-event';

// The panel (Radix, Markdown, the chat: about 40 KB gzip) loads when the user reaches for the button
// (pointer over it, keyboard focus, a touch) or opens it some other way, never on its own: evaluated on
// idle it was one of the longest tasks of a phone's first seconds on /app (decision 0005). The service
// worker has it cached, so the load is the module's evaluation only.
const panelModule = createLazyModule(() => import('./coach-panel'));
const loadPanel = () => void panelModule.load().catch(() => undefined);

/** Paths that are the coach themselves: there the page takes 'open-assistant' requests. */
function isCoachPage(pathname: string) {
  return /^\/(coach|in\/assistant)\/?$/.test(pathname);
}

/** The floating coach button and, once needed, its panel; mounted once in the root layout. */
export function CoachLauncher({ session }: { session: TSession }) {
  const { pathname } = useLocation();
  const width = useWindowWidth();
  const panel = useSyncExternalStore(panelModule.subscribe, panelModule.read, panelModule.read);
  const [open, setOpen] = useState(false);
  // Mounted at the first open only (it loads the conversation), then kept so a reply can finish.
  const [opened, setOpened] = useState(false);
  const [request, setRequest] = useState<TOpenAssistantRequest | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // On a page the server drew, a click before React has it would be lost: the button waits for React.
  const hydrated = useHydrated();
  const known = session.state === 'signed-in' || session.state === 'signed-out';
  const visible = known && isCoachButtonVisible(pathname, width);

  // Moving to a page that is itself the coach (or hides it) closes the panel.
  useEffect(() => {
    if (!isCoachButtonVisible(pathname, Number.POSITIVE_INFINITY)) setOpen(false);
  }, [pathname]);

  const openPanel = useCallback((next: TOpenAssistantRequest | null) => {
    if (next) setRequest(next);
    setOpen(true);
    setOpened(true);
    loadPanel();
  }, []);

  useOpenAssistantEvent(known && !isCoachPage(pathname), openPanel);

  // The page makes room for the button below its last control (styles.css, data-coach-button).
  useEffect(() => {
    if (!visible) return;
    document.documentElement.dataset.coachButton = '';
    return () => {
      delete document.documentElement.dataset.coachButton;
    };
  }, [visible]);

  const userId = session.me?.user.id ?? null;
  return (
    <>
      {visible && (
        <button
          ref={button}
          type="button"
          aria-label="Open coach"
          aria-haspopup="dialog"
          disabled={!hydrated}
          onClick={() => openPanel(null)}
          onPointerEnter={loadPanel}
          onPointerDown={loadPanel}
          onFocus={loadPanel}
          className="fixed right-4 bottom-[calc(var(--tab-bar-space)+max(1rem,env(safe-area-inset-bottom)))] z-30 flex size-14 cursor-pointer items-center justify-center rounded-full bg-accent text-on-accent shadow-lg transition-transform hover:scale-105 hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:right-6 md:bottom-6"
        >
          <Bot aria-hidden="true" className="size-6" />
        </button>
      )}
      {panel && known && opened && (
        <panel.CoachPanel
          key={userId ?? 'guest'}
          open={open}
          onOpenChange={setOpen}
          request={request}
          userId={userId}
          returnFocus={() => button.current?.focus()}
        />
      )}
    </>
  );
}
