import type { TOnboardingArea, TOnboardingRequest } from './onboarding-api';
import { onboardingAreaOptions } from './onboarding-options';

/** The onboarding dialog's steps as a reducer: what to improve, starter habits, a first goal. */
export type TOnboardingStep = 'area' | 'habits' | 'goal';

export type TOnboardingFlow = {
  step: TOnboardingStep;
  area: TOnboardingArea | null;
  /** Names of the starter habits picked. */
  picked: readonly string[];
  goalTitle: string;
};

export type TOnboardingEvent =
  | { type: 'choose_area'; area: TOnboardingArea }
  | { type: 'toggle_habit'; name: string }
  | { type: 'set_goal'; title: string }
  | { type: 'next' }
  | { type: 'back' };

const order: readonly TOnboardingStep[] = ['area', 'habits', 'goal'];

export const initialOnboardingFlow: TOnboardingFlow = { step: 'area', area: null, picked: [], goalTitle: '' };

function optionOf(area: TOnboardingArea | null) {
  return onboardingAreaOptions.find((option) => option.area === area) ?? null;
}

export function canAdvance(flow: TOnboardingFlow): boolean {
  if (flow.step === 'area') return flow.area !== null;
  if (flow.step === 'habits') return flow.picked.length > 0;
  const title = flow.goalTitle.trim();
  return title.length === 0 || (title.length >= 3 && title.length <= 100);
}

export function stepOnboarding(flow: TOnboardingFlow, event: TOnboardingEvent): TOnboardingFlow {
  switch (event.type) {
    case 'choose_area': {
      if (event.area === flow.area) return flow;
      const option = optionOf(event.area);
      // A new area brings its own suggestions: its habits picked, its goal idea ready to keep or edit.
      return {
        ...flow,
        area: event.area,
        picked: option?.habits.map((habit) => habit.name) ?? [],
        goalTitle: option?.goalIdea ?? '',
      };
    }
    case 'toggle_habit':
      return {
        ...flow,
        picked: flow.picked.includes(event.name)
          ? flow.picked.filter((name) => name !== event.name)
          : [...flow.picked, event.name],
      };
    case 'set_goal':
      return { ...flow, goalTitle: event.title };
    case 'next': {
      const index = order.indexOf(flow.step);
      return canAdvance(flow) && index < order.length - 1
        ? { ...flow, step: order[index + 1] ?? flow.step }
        : flow;
    }
    case 'back': {
      const index = order.indexOf(flow.step);
      return index > 0 ? { ...flow, step: order[index - 1] ?? flow.step } : flow;
    }
  }
}

/** What the finished flow asks the server to create. */
export function toOnboardingRequest(flow: TOnboardingFlow): TOnboardingRequest {
  const option = optionOf(flow.area);
  const habits = (option?.habits ?? []).filter((habit) => flow.picked.includes(habit.name));
  const title = flow.goalTitle.trim();
  return {
    ...(flow.area && { area: flow.area }),
    habits: [...habits],
    ...(title.length >= 3 && { goal: { title } }),
  };
}
