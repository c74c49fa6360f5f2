import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  ownerPreviewPath,
  slugMaxLength,
  type TDashboardVisibility,
  untitledDashboardTitle,
} from '@/domain/dashboards/dashboard-rules';
import type { TDashboardSettings, TDashboardUpdate } from '@/domain/dashboards/dashboards-api';
import {
  dashboardSettingsQueryKey,
  fetchDashboardSettings,
  regenerateDashboardLink,
  saveDashboardSettings,
} from '../../lib/dashboards-api';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormAlert } from '../ui/form-alert';
import { Spinner } from '../ui/spinner';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';
import { TextLink } from '../ui/text-link';
import { ChoiceGroup } from './choice-group';
import { SettingsSection } from './settings-section';

const visibilityChoices = [
  { value: 'public', label: 'Public', description: 'Anyone with /u/your-name, and the private link' },
  { value: 'unlisted', label: 'Unlisted', description: 'Only people you give the private link' },
  { value: 'private', label: 'Private', description: 'Only you, to preview it' },
] as const satisfies readonly { value: TDashboardVisibility; label: string; description: string }[];

type TDraft = Required<TDashboardUpdate> & { slug: string };

const draftOf = ({ dashboard }: TDashboardSettings): TDraft => ({
  slug: dashboard.slug ?? '',
  title: dashboard.title,
  bio: dashboard.bio,
  visibility: dashboard.visibility,
  habit_ids: dashboard.habit_ids,
  goal_ids: dashboard.goal_ids,
  skill_ids: dashboard.skill_ids,
});

/** Adds an id that is missing or removes one that is there. */
export const toggleId = (ids: readonly string[], id: string) =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];

/** Settings → Public dashboard (issue 19): what to share, under which link, for whom. */
export function PublicDashboardSection() {
  const settings = useQuery({ queryKey: dashboardSettingsQueryKey, queryFn: fetchDashboardSettings });
  return (
    <SettingsSection
      id="public-dashboard"
      title="Public dashboard"
      description="Share your streaks and progress on a page of your own. Nothing appears on it until you choose it below; notes, other habits and your e-mail are never shown."
    >
      {settings.isPending && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading your dashboard…
        </p>
      )}
      {settings.isError && <FormAlert>{settings.error.message}</FormAlert>}
      {settings.data && <DashboardEditor settings={settings.data} />}
    </SettingsSection>
  );
}

function DashboardEditor({ settings }: { settings: TDashboardSettings }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [saved, setSaved] = useState(false);
  const update = (patch: Partial<TDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved(false);
  };
  const onSettings = (next: TDashboardSettings) => queryClient.setQueryData(dashboardSettingsQueryKey, next);
  const save = useMutation({
    mutationFn: (update: TDashboardUpdate) => saveDashboardSettings(update),
    onSuccess: (next) => {
      onSettings(next);
      setDraft(draftOf(next));
      setSaved(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...draft, slug: draft.slug.trim() === '' ? null : draft.slug });
  };
  return (
    <form onSubmit={submit} className="space-y-5" aria-label="Public dashboard">
      <ChoiceGroup
        label="Who can see it"
        name="dashboard-visibility"
        choices={visibilityChoices}
        value={draft.visibility}
        onChange={(visibility) => update({ visibility })}
        columns={2}
      />
      <TextField
        label="Link name"
        hint={`Your page is /u/${draft.slug.trim().toLowerCase() || 'your-name'}: lower-case letters, digits and hyphens, 3 to ${slugMaxLength} characters.`}
        value={draft.slug}
        maxLength={slugMaxLength + 8}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => update({ slug: event.target.value })}
      />
      <TextField
        label="Title"
        hint={`Left empty, the page is called “${untitledDashboardTitle(settings.owner_name)}”.`}
        value={draft.title}
        maxLength={60}
        onChange={(event) => update({ title: event.target.value })}
      />
      <TextAreaField
        label="Short bio"
        hint="Up to 280 characters, shown under the title."
        value={draft.bio}
        maxLength={280}
        onChange={(event) => update({ bio: event.target.value })}
      />
      <ShareChoices choices={settings.choices} draft={draft} update={update} />
      {save.error && <FormAlert>{save.error.message}</FormAlert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save dashboard'}
        </Button>
        {saved && (
          <output className="text-sm text-ink-muted" aria-live="polite">
            Saved.
          </output>
        )}
      </div>
      {settings.dashboard.saved && <WhereItIs dashboard={settings.dashboard} onSettings={onSettings} />}
    </form>
  );
}

/** Which habits, goals and skills the page shows: each kind a list of checkboxes. */
function ShareChoices({
  choices,
  draft,
  update,
}: {
  choices: TDashboardSettings['choices'];
  draft: TDraft;
  update: (patch: Partial<TDraft>) => void;
}) {
  return (
    <>
      <ItemChoices
        legend="Habits to share (heatmap, streaks and strength)"
        items={choices.habits}
        chosen={draft.habit_ids}
        onToggle={(id) => update({ habit_ids: toggleId(draft.habit_ids, id) })}
        empty="You have no habits yet."
      />
      <ItemChoices
        legend="Goals to share (progress)"
        items={choices.goals}
        chosen={draft.goal_ids}
        onToggle={(id) => update({ goal_ids: toggleId(draft.goal_ids, id) })}
        empty="You have no goals yet."
      />
      <ItemChoices
        legend="Skills to share (level and hours)"
        items={choices.skills}
        chosen={draft.skill_ids}
        onToggle={(id) => update({ skill_ids: toggleId(draft.skill_ids, id) })}
        empty="You have no skills yet."
      />
    </>
  );
}

/** Where the saved page can be opened, and a new private link when the old one was given too widely. */
function WhereItIs({
  dashboard,
  onSettings,
}: {
  dashboard: TDashboardSettings['dashboard'];
  onSettings: (next: TDashboardSettings) => void;
}) {
  const [confirmingNewLink, setConfirmingNewLink] = useState(false);
  const regenerate = useMutation({ mutationFn: regenerateDashboardLink, onSuccess: onSettings });
  const { paths } = dashboard;
  return (
    <>
      <div className="space-y-2 rounded-xl border border-line p-4 text-sm">
        <p className="font-medium">Where it is</p>
        {paths.page && (
          <p>
            Public page: <TextLink to={paths.page}>{paths.page}</TextLink> · live:{' '}
            <TextLink to={paths.live ?? paths.page}>{paths.live}</TextLink>
          </p>
        )}
        {paths.link ? (
          <p className="break-all">
            Private link: <TextLink to={paths.link}>{paths.link}</TextLink>
          </p>
        ) : (
          <p className="text-ink-muted">
            Private: only you can open it, while signed in, at{' '}
            <TextLink to={ownerPreviewPath(dashboard)}>{ownerPreviewPath(dashboard)}</TextLink>.
          </p>
        )}
        <Button type="button" variant="secondary" size="sm" onClick={() => setConfirmingNewLink(true)}>
          Make a new private link
        </Button>
        {regenerate.error && <FormAlert>{regenerate.error.message}</FormAlert>}
      </div>
      {confirmingNewLink && (
        <ConfirmDialog
          title="Make a new private link?"
          description="The current /d/ link stops working at once, for everyone you gave it to. Your /u/ page is not affected."
          confirmLabel="Make a new link"
          onConfirm={() => regenerate.mutate()}
          onClose={() => setConfirmingNewLink(false)}
        />
      )}
    </>
  );
}

type TItemChoicesProps = {
  legend: string;
  items: readonly { id: string; name: string }[];
  chosen: readonly string[];
  onToggle: (id: string) => void;
  empty: string;
};

function ItemChoices({ legend, items, chosen, onToggle, empty }: TItemChoicesProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {items.length === 0 && <p className="text-sm text-ink-muted">{empty}</p>}
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-accent"
                checked={chosen.includes(item.id)}
                onChange={() => onToggle(item.id)}
              />
              {item.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
