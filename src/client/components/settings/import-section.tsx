import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useReducer, useRef } from 'react';
import { importFlow } from '@/domain/imports/import-flow';
import { importFormatLabels, type TImportPlan } from '@/domain/imports/imports-api';
import { formatCount } from '@/domain/text/format-count';
import { planImport, runImport } from '../../lib/imports-api';
import { Button, buttonClasses } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { Spinner } from '../ui/spinner';
import { TextLink } from '../ui/text-link';
import { SettingsSection } from './settings-section';

/** Settings → Bring your history (issue 22): read a file's plan, confirm, import with a progress bar. */
export function ImportSection() {
  const [state, dispatch] = useReducer(importFlow, { step: 'idle' });
  const file = useRef<File | null>(null);
  const queryClient = useQueryClient();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    file.current = chosen;
    dispatch({ type: 'chose', fileName: chosen.name });
    planImport(chosen).then(
      (plan) => dispatch({ type: 'planned', plan }),
      (error: Error) => dispatch({ type: 'failed', message: error.message }),
    );
  };
  const confirm = () => {
    if (!file.current) return;
    dispatch({ type: 'confirmed' });
    runImport(file.current, (fraction) => dispatch({ type: 'progressed', fraction })).then(
      (result) => {
        dispatch({ type: 'imported', result });
        // Every view of habits and logs reads again: the tracker, the heatmaps, analytics.
        void queryClient.invalidateQueries();
      },
      (error: Error) => dispatch({ type: 'failed', message: error.message }),
    );
  };

  const plan =
    state.step === 'planned' || state.step === 'importing'
      ? state.plan
      : state.step === 'failed'
        ? state.plan
        : null;
  return (
    <SettingsSection
      id="import"
      title="Bring your history"
      description="Restore a Compound export (its JSON or CSV zip: habits, goals, skills and the rest), or import habits and their check-ins from Loop Habit Tracker (its CSV export zip or database backup), Habitica (userdata.json) or a CSV with the columns date, habit and value. You see what will be created before anything is written, and importing the same file twice changes nothing."
    >
      <div className="space-y-4">
        <label className={buttonClasses({ variant: 'secondary' })}>
          <Upload aria-hidden="true" className="size-4" />
          Choose a file
          <input
            type="file"
            accept=".zip,.db,.json,.csv"
            className="sr-only"
            disabled={state.step === 'checking' || state.step === 'importing'}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {state.step === 'checking' && (
          <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
            <Spinner /> Reading {state.fileName}…
          </p>
        )}
        {state.step === 'failed' && <FormAlert>{state.message}</FormAlert>}
        {plan && (
          <ImportPlan
            plan={plan}
            fileName={state.step === 'idle' || state.step === 'done' ? '' : state.fileName}
          />
        )}
        {plan && hasNews(plan) && state.step !== 'importing' && (
          <Button onClick={confirm}>
            Import {formatCount(plan.habits.length, 'habit')} and {formatCount(plan.new_logs, 'check-in')}
          </Button>
        )}
        {plan && !hasNews(plan) && (
          <p className="text-sm text-ink-muted">
            Everything in this file is in Compound already: there is nothing to import.
          </p>
        )}
        {state.step === 'importing' && (
          <div className="space-y-1.5">
            <p className="text-sm" id="import-progress-label">
              {state.progress < 1 ? 'Sending the file…' : 'Saving your habits and check-ins…'}
            </p>
            <progress
              aria-labelledby="import-progress-label"
              className="h-2 w-full accent-accent"
              max={1}
              value={state.progress < 1 ? state.progress : undefined}
            />
          </div>
        )}
        {state.step === 'done' && (
          <p role="status" className="rounded-xl bg-accent-soft p-4 text-sm">
            Imported: {formatCount(state.result.created_habits, 'new habit')}
            {state.result.merged_habits > 0 &&
              `, ${formatCount(state.result.merged_habits, 'habit')} added to`}
            {', '}
            {formatCount(state.result.logs_added, 'check-in')}.{' '}
            <TextLink to="/app">See them in the tracker</TextLink>.
          </p>
        )}
      </div>
    </SettingsSection>
  );
}

/** What the rows of each table are, where the plan lists them. */
const tableLabels: Record<string, string> = {
  goals: 'Goals',
  goal_baselines: 'Goal baselines',
  goal_progress_logs: 'Goal progress',
  habit_goal_links: 'Habits linked to goals',
  skills: 'Skills',
  user_skills: 'Skill baselines',
  user_subskills: 'Subskills',
  habit_skills: 'Habits linked to skills',
  subskill_time_logs: 'Practice logged',
  focus_sessions: 'Focus sessions',
  daily_focus: 'Daily focus',
  habit_pauses: 'Pauses',
};

/** Tables beyond the habits and check-ins the plan's table shows. */
const otherTables = (plan: TImportPlan) =>
  plan.tables.filter((table) => table.name !== 'habits' && table.name !== 'habit_logs');

/** Whether the file holds anything the account does not have yet. */
const hasNews = (plan: TImportPlan) =>
  plan.new_logs > 0 ||
  plan.habits.some((habit) => habit.action === 'create') ||
  plan.tables.some((table) => table.new_rows > 0) ||
  plan.preferences_changed;

function ImportPlan({ plan, fileName }: { plan: TImportPlan; fileName: string }) {
  return (
    <div className="space-y-3">
      <p className="text-sm">
        <span className="font-medium">{fileName}</span> is a {importFormatLabels[plan.format]} file with{' '}
        {formatCount(plan.habits.length, 'habit')} and {formatCount(plan.logs, 'check-in')}
        {plan.new_logs < plan.logs && ` (${formatCount(plan.new_logs, 'new one')})`}
        {plan.paused_days > 0 && `; ${formatCount(plan.paused_days, 'skipped day')} will be paused days`}.
      </p>
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What the import will do</caption>
          <thead className="bg-surface-muted text-xs text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Habit
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Kind
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Will be
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Check-ins
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {plan.habits.map((habit, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: names repeat (two "Run" habits stay two) and the plan never reorders
              <tr key={index}>
                <th scope="row" className="px-3 py-2 font-normal break-words">
                  {habit.name}
                  {habit.archived && <span className="ml-1 text-xs text-ink-muted">(archived)</span>}
                </th>
                <td className="px-3 py-2 text-ink-muted">
                  {habit.type === 'boolean'
                    ? 'Yes/No'
                    : `Number${habit.target !== null ? `, target ${habit.target}` : ''}${habit.unit ? ` ${habit.unit}` : ''}`}
                </td>
                <td className="px-3 py-2 text-ink-muted">
                  {habit.action === 'create' ? 'Created' : 'Added to yours'}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{habit.new_logs.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {otherTables(plan).length > 0 && (
        <div className="text-sm text-ink-muted">
          <p>Also in this file:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {otherTables(plan).map((table) => (
              <li key={table.name}>
                {tableLabels[table.name] ?? table.name}: {formatCount(table.rows, 'row')}
                {table.new_rows < table.rows && ` (${formatCount(table.new_rows, 'new one')})`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {plan.skipped.length > 0 && (
        <div className="text-sm text-ink-muted">
          <p>Left out:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {plan.skipped.map((skip) => (
              <li key={skip.reason}>
                {skip.count.toLocaleString()} {skip.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
