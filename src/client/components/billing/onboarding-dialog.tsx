import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useReducer, useState } from 'react';
import {
  canAdvance,
  initialOnboardingFlow,
  stepOnboarding,
  toOnboardingRequest,
} from '@/domain/onboarding/onboarding-flow';
import { onboardingAreaOptions } from '@/domain/onboarding/onboarding-options';
import { completeOnboarding } from '../../lib/subscription-api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

const stepTitles = {
  area: 'What would you like to improve?',
  habits: 'Pick a few small habits to start',
  goal: 'Give them something to aim at',
} as const;

/** A newcomer's first minute (spec 4): an area, starter habits, a first goal; or skip for now. */
export function OnboardingDialog({ onDone, onCreated }: { onDone: () => void; onCreated: () => void }) {
  const [flow, dispatch] = useReducer(stepOnboarding, initialOnboardingFlow);
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  const option = onboardingAreaOptions.find((candidate) => candidate.area === flow.area);

  const finish = async (skip: boolean) => {
    setPending(true);
    try {
      const result = await completeOnboarding(skip ? { habits: [] } : toOnboardingRequest(flow));
      await queryClient.invalidateQueries();
      onDone();
      if (result.created.length > 0) {
        showToast({ title: 'You are set', description: 'Your first habits are on today’s list.' });
        onCreated();
      }
    } catch (error) {
      setPending(false);
      showToast({
        title: 'Could not save your choices',
        description: (error as Error).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && void finish(true)}
      title={stepTitles[flow.step]}
      description={`Step ${['area', 'habits', 'goal'].indexOf(flow.step) + 1} of 3`}
    >
      {flow.step === 'area' && (
        <fieldset className="grid gap-2">
          <legend className="sr-only">Area to improve</legend>
          {onboardingAreaOptions.map((candidate) => (
            <label
              key={candidate.area}
              className={clsx(
                'flex cursor-pointer gap-3 rounded-xl border p-3 has-focus-visible:outline-2 has-focus-visible:outline-focus',
                flow.area === candidate.area ? 'border-accent bg-accent-soft' : 'border-line',
              )}
            >
              <input
                type="radio"
                name="onboarding-area"
                className="mt-1 accent-[var(--accent)]"
                checked={flow.area === candidate.area}
                onChange={() => dispatch({ type: 'choose_area', area: candidate.area })}
              />
              <span>
                <span className="block font-medium">{candidate.label}</span>
                <span className="block text-sm text-ink-muted">{candidate.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {flow.step === 'habits' && option && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm text-ink-muted">
            Start small: you can change or add habits any time.
          </legend>
          {option.habits.map((habit) => (
            <label
              key={habit.name}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3"
            >
              <input
                type="checkbox"
                className="size-4 accent-[var(--accent)]"
                checked={flow.picked.includes(habit.name)}
                onChange={() => dispatch({ type: 'toggle_habit', name: habit.name })}
              />
              <span className="font-medium">{habit.name}</span>
              {habit.kind === 'number' && (
                <span className="ml-auto text-sm text-ink-muted">
                  {habit.target} {habit.unit} a day
                </span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      {flow.step === 'goal' && (
        <div>
          <label htmlFor="onboarding-goal" className="text-sm font-medium">
            Your first goal (optional)
          </label>
          <input
            id="onboarding-goal"
            className="mt-1.5 h-11 w-full rounded-lg border border-line-strong bg-surface px-3 text-base outline-none focus-visible:outline-2 focus-visible:outline-focus"
            value={flow.goalTitle}
            maxLength={100}
            onChange={(event) => dispatch({ type: 'set_goal', title: event.target.value })}
          />
          <p className="mt-1.5 text-sm text-ink-muted">
            3 to 100 characters. Leave it empty to add goals later.
          </p>
        </div>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <Button variant="ghost" aria-disabled={pending} onClick={() => void finish(true)}>
          Skip for now
        </Button>
        <div className="ml-auto flex gap-2">
          {flow.step !== 'area' && (
            <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
              Back
            </Button>
          )}
          {flow.step === 'goal' ? (
            <Button
              aria-disabled={pending || !canAdvance(flow)}
              onClick={() => void (canAdvance(flow) && finish(false))}
            >
              {pending ? 'Saving…' : 'Finish'}
            </Button>
          ) : (
            <Button aria-disabled={!canAdvance(flow)} onClick={() => dispatch({ type: 'next' })}>
              Next
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
