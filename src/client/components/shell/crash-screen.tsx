import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { PageLoadError } from '@/domain/loading/import-retry-schedule';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Button } from '../ui/button';
import { StatusScreen } from './status-screen';

/**
 * The router's error screen. The report is sent by the router's onError (see main.tsx), which also
 * knows the component stack.
 */
export function CrashScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  useDocumentTitle('Something went wrong');

  const tryAgain = () => {
    // The router remembers a failed page import, so only a fresh page load can fetch that code again.
    if (error instanceof PageLoadError) {
      window.location.reload();
      return;
    }
    // Bad data is a common cause: drop the cache so the pages fetch afresh. Navigating to the same
    // address resets the router's error boundary and re-runs the loaders.
    void queryClient.resetQueries();
    navigate(location, { replace: true });
  };

  return (
    <StatusScreen
      icon={<TriangleAlert aria-hidden="true" className="size-7" />}
      title="Something went wrong"
      actions={
        <>
          <Button variant="secondary" size="lg" onClick={() => navigate('/')}>
            Go Home
          </Button>
          <Button size="lg" onClick={tryAgain}>
            Try Again
          </Button>
        </>
      }
    >
      <p>We encountered an unexpected error. This has been logged and we'll look into it.</p>
    </StatusScreen>
  );
}
