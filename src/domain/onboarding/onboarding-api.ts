import { z } from 'zod';

export const onboardingAreas = ['health', 'focus', 'learning', 'mind'] as const;
export type TOnboardingArea = (typeof onboardingAreas)[number];

const ZStarterHabit = z.object({
  name: z.string().trim().min(2, 'Habit name must be at least 2 characters').max(100),
  kind: z.enum(['boolean', 'number']),
  target: z.number().min(0).max(10_000).optional(),
  unit: z.string().trim().max(30).optional(),
});

const ZFirstGoal = z.object({
  title: z.string().trim().min(3, 'Goal title must be at least 3 characters').max(100),
  end_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** POST /api/onboarding: what the newcomer chose; empty lists mean "skip for now". */
export const ZOnboardingRequest = z.object({
  area: z.enum(onboardingAreas).optional(),
  habits: z.array(ZStarterHabit).max(8),
  goal: ZFirstGoal.optional(),
});
export type TOnboardingRequest = z.infer<typeof ZOnboardingRequest>;

export const ZOnboardingResult = z.object({
  completed: z.literal(true),
  created: z.array(z.object({ type: z.string(), id: z.string() })),
});

/** GET /api/onboarding: what decides whether onboarding opens (spec 4). */
export const ZOnboardingStatus = z.object({ completed: z.boolean(), habit_count: z.number().int() });
