import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readDeepLink } from '@/domain/native/deep-link';
import { isNative } from '../lib/platform';
import { serverOrigin } from '../lib/server-url';
import { showToast } from '../lib/toast-store';
import { meQueryKey } from './use-session';

/**
 * Inside the apps: links to the server (verification, reset, invites) open here, and Android's back
 * button goes back through the app's history before it leaves the app. Nothing in a browser.
 */
export function useNativeAppEvents(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isNative) return;
    let stopped = false;
    const removers: (() => Promise<void>)[] = [];
    void import('@capacitor/app')
      .then(async ({ App }) => {
        const opened = await App.addListener('appUrlOpen', async ({ url }) => {
          const action = readDeepLink(url, serverOrigin || window.location.origin);
          if (action.kind === 'navigate') navigate(action.to);
          if (action.kind !== 'verify-email') return;
          // Loaded here, not at the top: the auth client would join every page's entry script.
          const { authClient } = await import('../lib/auth-client');
          const result = await authClient.verifyEmail({ query: { token: action.token } });
          if (result.error) {
            navigate('/expired-token?error=invalid_token');
            return;
          }
          await queryClient.invalidateQueries({ queryKey: meQueryKey });
          navigate(action.next);
        });
        const back = await App.addListener('backButton', ({ canGoBack }) => {
          if (canGoBack) window.history.back();
          else void App.exitApp();
        });
        removers.push(
          () => opened.remove(),
          () => back.remove(),
        );
        if (stopped) for (const remove of removers) void remove();
      })
      .catch((error: unknown) => showToast({ title: 'Could not start the app', description: String(error) }));
    return () => {
      stopped = true;
      for (const remove of removers) void remove();
    };
  }, [navigate, queryClient]);
}
