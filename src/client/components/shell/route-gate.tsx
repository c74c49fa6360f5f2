import { CloudOff } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { resolveNavigationStep } from '@/domain/routing/navigation-step';
import type { TSession } from '../../hooks/use-session';
import { platform } from '../../lib/platform';
import {
  forgetPostAuthReturnTo,
  readPostAuthReturnTo,
  rememberPostAuthReturnTo,
} from '../../lib/post-auth-return-store';
import { showToast } from '../../lib/toast-store';
import { Button } from '../ui/button';
import { LoadingScreen } from './loading-screen';
import { StatusScreen } from './status-screen';

/**
 * The one place that runs on every navigation: auth links in the address (errors, verified e-mail,
 * recovery) and who may see which page (spec sections 2 and 4). The rules live in the domain.
 */
export function RouteGate({ session, children }: { session: TSession; children: ReactNode }) {
  const { pathname, search, hash, key } = useLocation();
  const navigate = useNavigate();
  // While the server cannot be asked, guarded pages wait as if the session were still loading.
  const sessionState = session.state === 'unavailable' ? 'loading' : session.state;
  const step = useMemo(
    () =>
      resolveNavigationStep({
        pathname,
        search,
        hash,
        session: sessionState,
        storedReturnTo: readPostAuthReturnTo(),
        platform,
      }),
    [pathname, search, hash, sessionState],
  );

  // One redirect per arrival: the step may be recomputed before the navigation lands (the session
  // resolving, the stored path just forgotten) and must not send the visitor somewhere else.
  const redirectedFrom = useRef<string | null>(null);
  useEffect(() => {
    if (step.kind !== 'redirect' || redirectedFrom.current === key) return;
    redirectedFrom.current = key;
    if (step.forgetReturnTo) forgetPostAuthReturnTo();
    if (step.rememberReturnTo) rememberPostAuthReturnTo(step.rememberReturnTo);
    if (step.toast) showToast({ title: step.toast });
    navigate(step.to, { replace: true });
  }, [step, key, navigate]);

  if (step.kind === 'render') return children;
  if (step.kind === 'wait' && session.state === 'unavailable')
    return <SessionUnavailable retry={session.retry} />;
  return <LoadingScreen />;
}

function SessionUnavailable({ retry }: { retry: () => void }) {
  return (
    <StatusScreen
      icon={<CloudOff aria-hidden="true" className="size-7" />}
      title="We can't reach Compound right now"
      actions={<Button onClick={retry}>Try again</Button>}
    >
      <p>Check your connection, then try again.</p>
    </StatusScreen>
  );
}
