import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onboardingAreas, ZOnboardingRequest } from './onboarding-api';
import {
  canAdvance,
  initialOnboardingFlow,
  stepOnboarding,
  type TOnboardingEvent,
  toOnboardingRequest,
} from './onboarding-flow';
import { onboardingAreaOptions, toOnboardingActions } from './onboarding-options';

const arbEvent: fc.Arbitrary<TOnboardingEvent> = fc.oneof(
  fc.constantFrom(...onboardingAreas).map((area) => ({ type: 'choose_area' as const, area })),
  fc
    .constantFrom(...onboardingAreaOptions.flatMap((option) => option.habits.map((habit) => habit.name)))
    .map((name) => ({ type: 'toggle_habit' as const, name })),
  fc.string({ maxLength: 120 }).map((title) => ({ type: 'set_goal' as const, title })),
  fc.constant({ type: 'next' as const }),
  fc.constant({ type: 'back' as const }),
);

describe('onboarding flow', () => {
  it('walks area → habits → goal, and offers the area’s habits and goal idea', () => {
    let flow = stepOnboarding(initialOnboardingFlow, { type: 'next' });
    expect(flow.step).toBe('area');
    flow = stepOnboarding(flow, { type: 'choose_area', area: 'learning' });
    flow = stepOnboarding(flow, { type: 'next' });
    expect(flow).toMatchObject({ step: 'habits', picked: ['Read', 'Practise guitar', 'Review flashcards'] });
    flow = stepOnboarding(flow, { type: 'toggle_habit', name: 'Practise guitar' });
    flow = stepOnboarding(flow, { type: 'next' });
    expect(flow.step).toBe('goal');
    expect(toOnboardingRequest(flow)).toEqual({
      area: 'learning',
      habits: [
        { name: 'Read', kind: 'number', target: 20, unit: 'pages' },
        { name: 'Review flashcards', kind: 'boolean' },
      ],
      goal: { title: 'Read 12 books this year' },
    });
  });

  it('whatever is clicked, the request it makes is valid and only holds offered habits', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 30 }), (events) => {
        const flow = events.reduce(stepOnboarding, initialOnboardingFlow);
        const request = toOnboardingRequest(flow);
        expect(ZOnboardingRequest.safeParse(request).success).toBe(true);
        const offered = onboardingAreaOptions.find((option) => option.area === flow.area)?.habits ?? [];
        for (const habit of request.habits) expect(offered).toContainEqual(habit);
        expect(toOnboardingActions(request)).toHaveLength(request.habits.length + (request.goal ? 1 : 0));
      }),
    );
  });

  it('never moves on from a step that is not ready', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 30 }), (events) => {
        const flow = events.reduce(stepOnboarding, initialOnboardingFlow);
        const next = stepOnboarding(flow, { type: 'next' });
        if (!canAdvance(flow)) expect(next.step).toBe(flow.step);
      }),
    );
  });
});
