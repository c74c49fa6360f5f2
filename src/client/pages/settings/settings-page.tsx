import { ApiTokensSection } from '../../components/settings/api-tokens-section';
import { DataExportSection } from '../../components/settings/data-export-section';
import { DeleteAccountSection } from '../../components/settings/delete-account-section';
import { EmailSection } from '../../components/settings/email-section';
import { ImportSection } from '../../components/settings/import-section';
import { PageViewsSection } from '../../components/settings/page-views-section';
import { PasswordSection } from '../../components/settings/password-section';
import { PreferencesSection } from '../../components/settings/preferences-section';
import { ProfileSection } from '../../components/settings/profile-section';
import { PublicDashboardSection } from '../../components/settings/public-dashboard-section';
import { RemindersSection } from '../../components/settings/reminders-section';
import { SessionsSection } from '../../components/settings/sessions-section';
import { SettingsSection } from '../../components/settings/settings-section';
import { SubscriptionSection } from '../../components/settings/subscription-section';
import { VacationSection } from '../../components/settings/vacation-section';
import { WebhooksSection } from '../../components/settings/webhooks-section';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useHasPassword } from '../../hooks/use-account';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePreferences } from '../../hooks/use-preferences';
import { useSession } from '../../hooks/use-session';

/** /settings: the account (name, e-mail, password, sessions), preferences, the data export, API tokens and deletion. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const { me } = useSession();
  const preferences = usePreferences();
  const hasPassword = useHasPassword();

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      {me && (
        <>
          <ProfileSection name={me.user.name} />
          <EmailSection email={me.user.email} />
        </>
      )}
      <PasswordSection hasPassword={hasPassword.data} />
      <SessionsSection />
      {preferences.data ? (
        <PreferencesSection preferences={preferences.data} />
      ) : (
        <SettingsSection id="preferences" title="Preferences">
          {preferences.isError ? (
            <div className="flex flex-wrap items-center gap-3 text-sm text-danger" role="alert">
              {preferences.error.message}
              <Button variant="secondary" size="sm" onClick={() => void preferences.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <p className="flex items-center gap-2 text-sm text-ink-muted">
              <Spinner /> Loading your preferences…
            </p>
          )}
        </SettingsSection>
      )}
      <VacationSection />
      <RemindersSection />
      <SubscriptionSection />
      <PublicDashboardSection />
      <DataExportSection />
      <ImportSection />
      <ApiTokensSection />
      <WebhooksSection />
      {me?.is_admin && <PageViewsSection />}
      <DeleteAccountSection hasPassword={hasPassword.data} />
    </div>
  );
}
