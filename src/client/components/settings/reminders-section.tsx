import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatInstantDate } from '@/domain/dates/day-titles';
import { pushSupportMessages } from '@/domain/reminders/push-support';
import type { TReminderSettings } from '@/domain/reminders/reminders-api';
import { mergeSavedSettings } from '@/domain/reminders/saved-settings';
import { upcomingRemindersKey } from '../../hooks/use-phone-reminders';
import { isNative } from '../../lib/platform';
import {
  readBrowserPushSupport,
  readThisBrowserEndpoint,
  turnOnPushInThisBrowser,
} from '../../lib/push-subscription';
import {
  fetchPushDevices,
  fetchReminderSettings,
  removeDevice,
  saveReminderSettings,
} from '../../lib/reminders-api';
import { remindersQueryRoot } from '../../lib/reminders-query-key';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { SettingsSection } from './settings-section';

const settingsKey = [...remindersQueryRoot, 'settings'];
const phonePermissionKey = [...remindersQueryRoot, 'phone-permission'];
const loadNativeReminders = () => import('../../lib/native-reminders');

/** In the apps: reminders are scheduled on the phone itself once notifications are allowed. */
function ThisPhone() {
  const queryClient = useQueryClient();
  const allowed = useQuery({
    queryKey: phonePermissionKey,
    queryFn: () => loadNativeReminders().then((module) => module.phoneRemindersAllowed()),
  });
  const turnOn = useMutation({
    mutationFn: () => loadNativeReminders().then((module) => module.phoneRemindersAllowed(true)),
    onSuccess: (granted) => {
      queryClient.setQueryData(phonePermissionKey, granted);
      void queryClient.invalidateQueries({ queryKey: upcomingRemindersKey });
    },
  });
  if (allowed.data) return <p className="text-sm text-ink-muted">This phone gets your reminders.</p>;
  return (
    <>
      <Button variant="secondary" pending={turnOn.isPending} onClick={() => turnOn.mutate()}>
        Turn on reminders on this phone
      </Button>
      {turnOn.data === false && (
        <p className="text-sm text-ink-muted">
          Notifications are off for Compound in this phone’s settings. Turn them on there to get reminders.
        </p>
      )}
    </>
  );
}

const devicesKey = [...remindersQueryRoot, 'devices'];

/**
 * Reminders (issue 21): turn notifications on in this browser, turn every reminder off, keep a quiet
 * period, and see (and remove) the browsers that get them. Each habit's times are set where it is edited.
 */
export function RemindersSection() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey, queryFn: fetchReminderSettings });
  const devices = useQuery({ queryKey: devicesKey, queryFn: fetchPushDevices });
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [quiet, setQuiet] = useState({ start: '', end: '' });
  // The switch shows the click at once (a state set in the event, so the controlled checkbox does not
  // flip back while the save runs); the saved value takes over after it, a failure puts the old one back.
  const [allOffShown, setAllOffShown] = useState<boolean | null>(null);
  useEffect(() => {
    void readThisBrowserEndpoint().then(setThisEndpoint, () => setThisEndpoint(null));
  }, []);
  useEffect(() => {
    if (settings.data)
      setQuiet({ start: settings.data.quiet_start ?? '', end: settings.data.quiet_end ?? '' });
  }, [settings.data]);
  const onError = (failure: Error) => setError(failure.message);
  // Its failure (permission refused, no push service) is said beside the button, where the click was.
  const turnOn = useMutation({
    mutationFn: turnOnPushInThisBrowser,
    onSuccess: setThisEndpoint,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
  const save = useMutation({
    mutationFn: saveReminderSettings,
    // Each save writes back only what it changed, and only the switch's own save hands the switch back
    // to the saved value: a quiet-hours answer arriving after the switch was clicked carries the old all_off.
    onSuccess: (saved, change) => {
      queryClient.setQueryData<TReminderSettings>(settingsKey, (shown) =>
        mergeSavedSettings(shown, saved, change),
      );
      if (change.all_off !== undefined) setAllOffShown(null);
      void queryClient.invalidateQueries({ queryKey: upcomingRemindersKey });
    },
    onError: (failure, change) => {
      if (change.all_off !== undefined) setAllOffShown(null);
      onError(failure);
      void queryClient.invalidateQueries({ queryKey: settingsKey });
    },
  });
  const remove = useMutation({
    mutationFn: removeDevice,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: devicesKey }),
    onError,
  });
  const support = readBrowserPushSupport();
  const subscribedHere =
    thisEndpoint !== null && devices.data?.some((device) => device.endpoint === thisEndpoint);

  return (
    <SettingsSection
      id="reminders"
      title="Reminders"
      description={
        isNative
          ? "Habit reminders arrive as notifications on this phone, and in the browsers you turn on. Set each habit's times when you edit the habit."
          : "Habit reminders arrive as notifications in the browsers you turn on here. Set each habit's times when you edit the habit."
      }
    >
      <div className="mt-4 space-y-5">
        <div className="space-y-2">
          {isNative ? (
            <ThisPhone />
          ) : !support.ok ? (
            <p className="text-sm text-ink-muted" data-testid="push-unsupported">
              {pushSupportMessages[support.reason]}
            </p>
          ) : subscribedHere ? (
            <p className="text-sm text-ink-muted">This browser gets your reminders.</p>
          ) : (
            <>
              <Button
                variant="secondary"
                pending={turnOn.isPending}
                onClick={() => {
                  setError(null);
                  turnOn.mutate();
                }}
              >
                Turn on notifications in this browser
              </Button>
              {turnOn.error && <FormAlert>{turnOn.error.message}</FormAlert>}
            </>
          )}
        </div>

        {settings.data ? (
          <>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={allOffShown ?? settings.data.all_off}
                onChange={(event) => {
                  setAllOffShown(event.target.checked);
                  save.mutate({ all_off: event.target.checked });
                }}
              />
              Turn off all reminders
            </label>
            <form
              noValidate
              className="flex flex-wrap items-end gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                setError(null);
                if ((quiet.start === '') !== (quiet.end === '')) {
                  setError('Choose both the start and the end of the quiet hours, or neither.');
                  return;
                }
                save.mutate({
                  quiet_start: quiet.start === '' ? null : quiet.start,
                  quiet_end: quiet.end === '' ? null : quiet.end,
                });
              }}
            >
              <TextField
                label="Quiet from"
                type="time"
                value={quiet.start}
                onChange={(event) => setQuiet({ ...quiet, start: event.target.value })}
              />
              <TextField
                label="Until"
                type="time"
                value={quiet.end}
                onChange={(event) => setQuiet({ ...quiet, end: event.target.value })}
                hint="No reminders in between; 22:00 to 07:00 spans the night"
              />
              <Button type="submit" variant="secondary" pending={save.isPending}>
                Save quiet hours
              </Button>
            </form>
          </>
        ) : settings.isError ? (
          <FormAlert>{settings.error.message}</FormAlert>
        ) : (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> Loading your reminder settings…
          </p>
        )}

        <div>
          <h3 className="text-sm font-semibold">Devices</h3>
          {devices.data && devices.data.length === 0 && (
            <p className="text-sm text-ink-subtle">No browser gets your reminders yet.</p>
          )}
          <ul className="mt-2 divide-y divide-line">
            {devices.data?.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 text-sm">
                  {device.label || 'A browser'}
                  {device.endpoint === thisEndpoint && (
                    <span className="text-ink-muted"> (this browser)</span>
                  )}
                  <span className="block text-xs text-ink-subtle">
                    Added {formatInstantDate(device.created_at)}
                  </span>
                </span>
                <Button variant="ghost" size="sm" onClick={() => remove.mutate(device.id)}>
                  Remove<span className="sr-only"> {device.label || 'this browser'}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
        {error && <FormAlert>{error}</FormAlert>}
      </div>
    </SettingsSection>
  );
}
