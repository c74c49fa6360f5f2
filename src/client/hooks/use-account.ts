import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../lib/auth-client';
import { showToast } from '../lib/toast-store';
import { meQueryKey } from './use-session';

/** The account's sessions and sign-in methods, from Better Auth's own endpoints. */
const sessionsQueryKey = ['account', 'sessions'] as const;
const accountsQueryKey = ['account', 'sign-in-methods'] as const;

/** Every active session of the account, with the id of the one this browser uses. */
export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: async () => {
      const [sessions, current] = await Promise.all([
        unwrapAuthResult(authClient.listSessions()),
        unwrapAuthResult(authClient.getSession()),
      ]);
      return { sessions, currentSessionId: current?.session.id ?? null };
    },
  });
}

/** Whether the account has a password (an account made with Google may not). */
export function useHasPassword() {
  return useQuery({
    queryKey: accountsQueryKey,
    queryFn: async () => {
      const accounts = await unwrapAuthResult(authClient.listAccounts());
      return (accounts ?? []).some((account) => account.providerId === 'credential');
    },
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrapAuthResult(authClient.revokeOtherSessions()),
    onSuccess: () => {
      showToast({ title: 'Signed out of all other devices' });
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => unwrapAuthResult(authClient.updateUser({ name })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** Sends a link to the new address; the e-mail changes when it is opened, and the page shows it then. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      unwrapAuthResult(authClient.changeEmail({ newEmail, callbackURL: '/settings' })),
  });
}

/** Changes the password and signs out every other device, which may know the old one. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passwords: { currentPassword: string; newPassword: string }) =>
      unwrapAuthResult(authClient.changePassword({ ...passwords, revokeOtherSessions: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string | undefined) =>
      unwrapAuthResult(authClient.deleteUser(password ? { password } : {})),
    // A second attempt after a lost answer would find no account and report a failure.
    retry: false,
  });
}
