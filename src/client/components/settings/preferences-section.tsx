import { type FormEvent, useState } from 'react';
import { addDays } from '@/domain/dates/date-key';
import { formatWeekdayName } from '@/domain/dates/day-titles';
import {
  isKnownTimeZone,
  motivationStyles,
  type TMotivationStyle,
  type TUnitSystem,
  type TWeekday,
  weekdayNames,
} from '@/domain/preferences/preference-options';
import { readBrowserTimeZone, useUpdatePreferences } from '../../hooks/use-preferences';
import type { TPreferences } from '../../lib/preferences-api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { SelectField } from '../ui/select-field';
import { ChoiceGroup } from './choice-group';
import { SavedIndicator } from './saved-indicator';
import { SettingsSection } from './settings-section';
import { TimeZoneField } from './time-zone-field';

// 2023-01-01 was a Sunday: the weekday names in the user's language, in weekdayNames' order.
const weekStartOptions = weekdayNames.map((value, index) => ({
  value,
  label: formatWeekdayName(addDays('2023-01-01', index)),
}));

const unitChoices = [
  { value: 'metric', label: 'Metric', description: 'kg, km, °C' },
  { value: 'imperial', label: 'Imperial', description: 'lb, mi, °F' },
] as const satisfies readonly { value: TUnitSystem; label: string; description: string }[];

const motivationDescriptions: Record<TMotivationStyle, string> = {
  achievement: 'Targets, streaks and milestones',
  social: 'Progress shared with people',
  mastery: 'Getting better at the craft',
  autonomy: 'Your own reasons, your own pace',
};
const motivationChoices = motivationStyles.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
  description: motivationDescriptions[value],
}));

type TDraft = { timezone: string; week_start: TWeekday; units: TUnitSystem; motivation_style: string | null };

function readDraft(preferences: TPreferences): TDraft {
  return {
    timezone: preferences.timezone ?? readBrowserTimeZone() ?? 'UTC',
    week_start: preferences.week_start as TWeekday,
    units: preferences.units as TUnitSystem,
    motivation_style: preferences.motivation_style,
  };
}

/** Time zone, week start, units and motivation style, saved together. */
export function PreferencesSection({ preferences }: { preferences: TPreferences }) {
  const saved = readDraft(preferences);
  const [draft, setDraft] = useState(saved);
  const [timezoneError, setTimezoneError] = useState<string | undefined>();
  const update = useUpdatePreferences();
  const changed = (Object.keys(draft) as (keyof TDraft)[]).filter((key) => draft[key] !== saved[key]);
  const change = <TKey extends keyof TDraft>(key: TKey, value: TDraft[TKey]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    if (key === 'timezone') setTimezoneError(undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const timezone = draft.timezone.trim();
    if (!isKnownTimeZone(timezone)) {
      setTimezoneError('Choose a time zone from the list, such as Europe/Paris.');
      event.currentTarget.querySelector<HTMLInputElement>('input[list]')?.focus();
      return;
    }
    const changes = Object.fromEntries(
      changed.map((key) => [key, key === 'timezone' ? timezone : draft[key]]),
    );
    update.mutate(changes, {
      onSuccess: ({ warnings }) => {
        for (const warning of warnings) showToast({ title: warning });
      },
    });
  };

  return (
    <SettingsSection
      id="preferences"
      title="Preferences"
      description="How Compound counts your days and talks to you."
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {update.error && <FormAlert>{update.error.message}</FormAlert>}
        <TimeZoneField
          value={draft.timezone}
          onChange={(value) => change('timezone', value)}
          browserTimeZone={readBrowserTimeZone()}
          error={timezoneError}
        />
        <SelectField
          label="Week starts on"
          options={weekStartOptions}
          value={draft.week_start}
          onChange={(event) => change('week_start', event.target.value as TWeekday)}
          hint="The first day of each week in your calendars."
        />
        <ChoiceGroup
          label="Units"
          name="units"
          choices={unitChoices}
          value={draft.units}
          onChange={(value) => change('units', value)}
        />
        <ChoiceGroup
          label="What motivates you"
          name="motivation_style"
          choices={motivationChoices}
          value={draft.motivation_style as TMotivationStyle | null}
          onChange={(value) => change('motivation_style', value)}
          columns={4}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" pending={update.isPending} disabled={changed.length === 0}>
            Save preferences
          </Button>
          <SavedIndicator show={update.isSuccess && changed.length === 0} />
        </div>
      </form>
    </SettingsSection>
  );
}
