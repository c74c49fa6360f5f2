import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../components/shell/loading-screen';
import { StatusScreen } from '../../components/shell/status-screen';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { authClient, unwrapAuthResult } from '../../lib/auth-client';
import { forgetAllDrafts } from '../../lib/draft-store';
import { storeAuthToken } from '../../lib/native-auth-token';
import { nativePurchases } from '../../lib/native-purchases';
import { forgetCachedApiAnswers } from '../../lib/offline/api-cache';
import { forgetPostAuthReturnTo } from '../../lib/post-auth-return-store';

/** Signs out as soon as it opens, forgets everything cached for the account, and goes home. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useDocumentTitle('Signing out');
  const signOut = useMutation({
    mutationFn: () => unwrapAuthResult(authClient.signOut()),
    onSuccess: () => {
      storeAuthToken(null);
      void nativePurchases?.signOut();
      queryClient.clear();
      forgetPostAuthReturnTo();
      forgetAllDrafts();
      // The next person on this device must not see this account's days, even offline.
      void forgetCachedApiAnswers();
      navigate('/', { replace: true });
    },
  });

  // Once per visit, even when React replays effects in development.
  const started = useRef(false);
  const { mutate: startSignOut } = signOut;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSignOut();
  }, [startSignOut]);

  if (!signOut.error) return <LoadingScreen label="Signing out…" />;
  return (
    <StatusScreen
      icon={<LogOut aria-hidden="true" className="size-7" />}
      title="We couldn't sign you out"
      actions={
        <Button size="lg" pending={signOut.isPending} onClick={() => signOut.mutate()}>
          Try again
        </Button>
      }
    >
      <p>{signOut.error.message}</p>
    </StatusScreen>
  );
}
