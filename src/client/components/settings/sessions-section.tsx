import { Monitor } from 'lucide-react';
import { describeUserAgent } from '@/domain/auth/describe-user-agent';
import { formatInstantDateTime } from '@/domain/dates/day-titles';
import { useAccountSessions, useRevokeOtherSessions } from '../../hooks/use-account';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { Spinner } from '../ui/spinner';
import { SettingsSection } from './settings-section';

export function SessionsSection() {
  const sessions = useAccountSessions();
  const revoke = useRevokeOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => session.id !== sessions.data?.currentSessionId);
  return (
    <SettingsSection
      id="sessions"
      title="Sessions"
      description="The devices signed in to your account. Sign out of the ones you do not recognise."
    >
      {sessions.isPending && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading your sessions…
        </p>
      )}
      {sessions.isError && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-danger" role="alert">
          {sessions.error.message}
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {sessions.data && (
        <div className="space-y-4">
          <ul aria-label="Signed-in devices" className="divide-y divide-line rounded-xl border border-line">
            {list.map((session) => {
              const current = session.id === sessions.data.currentSessionId;
              return (
                <li key={session.id} className="flex items-start gap-3 px-4 py-3">
                  <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {describeUserAgent(session.userAgent)}
                      {current && (
                        <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent">
                          This device
                        </span>
                      )}
                    </p>
                    <p className="text-xs text-ink-muted">
                      Signed in {formatInstantDateTime(session.createdAt)}
                      {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {revoke.error && <FormAlert>{revoke.error.message}</FormAlert>}
          <Button
            variant="secondary"
            pending={revoke.isPending}
            disabled={others.length === 0}
            onClick={() => revoke.mutate()}
          >
            Sign out of all other devices
          </Button>
          {others.length === 0 && <p className="text-sm text-ink-muted">No other device is signed in.</p>}
        </div>
      )}
    </SettingsSection>
  );
}
