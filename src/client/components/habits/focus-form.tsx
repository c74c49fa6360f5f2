import { Crosshair } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useDailyFocus, useSaveDailyFocus } from '../../hooks/use-daily-focus';
import { useSession } from '../../hooks/use-session';
import { useStoredDraft } from '../../hooks/use-stored-draft';
import { createLazyModule, useLazyModule } from '../../lib/lazy-module';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

// The spec's focus rules come with zod; they are needed once the user saves, not for the first paint.
const focusRules = createLazyModule(() => import('@/domain/actions/set-focus.action'));

type TFocusFormProps = { date: string; today: string; label: string };

/** The day's focus (spec: set_focus), saved for the day on screen; the rules and messages are the server's. */
export function FocusForm({ date, today, label }: TFocusFormProps) {
  const focus = useDailyFocus(date);
  const saved = focus.data?.focus ?? '';
  // Nothing is typed or saved over a focus not yet read: it would replace it unseen. A failed read
  // offers to read again instead (a failed background refresh keeps the focus already shown).
  const isRead = focus.data !== undefined;
  const loadFailed = !isRead && focus.isError;
  // Like the numeric field, the saved focus shows until the user types; what is typed stays with its day
  // and its user until saved, through another day, another page or a reload.
  const { me } = useSession();
  const draft = useStoredDraft(me ? `focus.${me.user.id}.${date}` : null, saved, isRead);
  const [errors, setErrors] = useState<string[]>([]);
  const save = useSaveDailyFocus();
  const rules = useLazyModule(focusRules);
  const value = draft.text ?? saved;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isRead) return;
    const { validateSetFocus } = rules ?? (await focusRules.load());
    const verdict = validateSetFocus({ focus: value, date }, { today });
    if (!verdict.ok) {
      setErrors(verdict.errors);
      return;
    }
    setErrors([]);
    save.mutate(
      { date, focus: verdict.value.focus },
      { onSuccess: draft.clear, onError: (error) => setErrors([error.message]) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex items-start gap-2">
      {/* Both sit level with the input, below its label (20 px line and 6 px gap). */}
      <Crosshair aria-hidden="true" className="mt-[37px] hidden size-5 shrink-0 text-accent sm:block" />
      <TextField
        label={label}
        name="focus"
        className="min-w-0 flex-1"
        placeholder={focus.isPending ? 'Loading…' : 'One thing that matters today'}
        value={value}
        readOnly={!isRead}
        autoComplete="off"
        error={errors.join(' ') || (loadFailed ? 'This day’s focus could not be loaded.' : undefined)}
        onChange={(event) => {
          draft.change(event.target.value);
          if (errors.length > 0) setErrors([]);
        }}
      />
      <Button
        type={loadFailed ? 'button' : 'submit'}
        variant="secondary"
        className="mt-[26px] h-11 shrink-0 sm:h-10"
        pending={loadFailed ? focus.isFetching : save.isPending}
        // Until the day's focus is read, Save would do nothing (see submit): it says so instead of
        // taking a click it then drops, as it did right after a reload with a draft kept.
        aria-disabled={!isRead && !loadFailed ? true : undefined}
        onClick={loadFailed ? () => focus.refetch() : undefined}
      >
        {loadFailed ? 'Try again' : 'Save focus'}
      </Button>
    </form>
  );
}
