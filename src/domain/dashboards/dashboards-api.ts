import { z } from 'zod';
import { habitDayVerdicts } from '../habits/habit-day-verdict';
import {
  dashboardBioMaxLength,
  dashboardTitleMaxLength,
  dashboardVisibilities,
  describeSlugProblem,
  maxDashboardItems,
  normalizeSlug,
} from './dashboard-rules';

const ZItemIds = (what: string) =>
  z
    .array(z.uuid({ error: `A chosen ${what} is not one of yours.` }))
    .max(maxDashboardItems, `A dashboard shows at most ${maxDashboardItems} ${what}s.`);

/** The editor's save: the whole dashboard at once, so what is public is always exactly what was chosen. */
export const ZDashboardUpdate = z.object({
  slug: z
    .string()
    .transform(normalizeSlug)
    .superRefine((slug, context) => {
      const problem = slug === '' ? null : describeSlugProblem(slug);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((slug) => (slug === '' ? null : slug))
    .nullable(),
  title: z
    .string()
    .trim()
    .max(dashboardTitleMaxLength, `A title is at most ${dashboardTitleMaxLength} characters.`),
  bio: z.string().trim().max(dashboardBioMaxLength, `A bio is at most ${dashboardBioMaxLength} characters.`),
  visibility: z.enum(dashboardVisibilities, { error: 'Choose public, unlisted or private.' }),
  habit_ids: ZItemIds('habit'),
  goal_ids: ZItemIds('goal'),
  skill_ids: ZItemIds('skill'),
});
export type TDashboardUpdate = z.input<typeof ZDashboardUpdate>;
export type TSavedDashboardUpdate = z.output<typeof ZDashboardUpdate>;

const ZChoice = z.object({ id: z.string(), name: z.string() });

/** The owner's view of their dashboard, with everything they could choose from. */
export const ZDashboardSettings = z.object({
  dashboard: z.object({
    slug: z.string().nullable(),
    title: z.string(),
    bio: z.string(),
    visibility: z.enum(dashboardVisibilities),
    hash: z.string(),
    habit_ids: z.array(z.string()),
    goal_ids: z.array(z.string()),
    skill_ids: z.array(z.string()),
    /** Where it can be opened now: null for an address its visibility closes. */
    paths: z.object({
      page: z.string().nullable(),
      live: z.string().nullable(),
      link: z.string().nullable(),
    }),
    /** False until first saved: a dashboard nobody has saved is private and shows nothing. */
    saved: z.boolean(),
  }),
  /** The name visitors see as the owner's. */
  owner_name: z.string().nullable(),
  choices: z.object({ habits: z.array(ZChoice), goals: z.array(ZChoice), skills: z.array(ZChoice) }),
});
export type TDashboardSettings = z.infer<typeof ZDashboardSettings>;

/** Which dashboard to open: by its link name (public ones) or by its hash (any that is not private). */
export const ZPublicDashboardRequest = z
  .object({
    slug: z.string().trim().toLowerCase().max(64).optional(),
    hash: z.string().trim().max(64).optional(),
  })
  .refine((value) => Boolean(value.slug) !== Boolean(value.hash), {
    message: 'Name the dashboard by its slug or by its hash, one of the two.',
  });
export type TPublicDashboardRequest = z.infer<typeof ZPublicDashboardRequest>;

export const ZPublicHabit = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['boolean', 'number']),
  target: z.number().nullable(),
  unit: z.string().nullable(),
  current_streak: z.number(),
  best_streak: z.number(),
  /** 0 to 1. */
  strength: z.number(),
  /**
   * Each heatmap day's verdict, from the first of its 365 days to the owner's today: the tracker's words
   * for the day (decision 0031), so a partly done or rest day reads the same here as in the app.
   */
  verdicts: z.array(z.enum(habitDayVerdicts)),
});

export const ZPublicLog = z.object({
  habit_id: z.string(),
  date: z.string(),
  value_number: z.number().nullable(),
  value_boolean: z.boolean().nullable(),
  is_complete: z.boolean(),
});

export const ZPublicGoal = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  unit: z.string().nullable(),
  target_value: z.number().nullable(),
  end_date: z.string().nullable(),
  status: z.string(),
  /** 0 to 1, as the goals page's bar. */
  progress: z.number(),
  /** What the bar measures, as on the goals page (docs/goal-progress.md); 'amount' shows no bar. */
  source: z.enum(['completed', 'target', 'habits', 'amount', 'none']),
  /** The sum of the progress logged: the "N" of "N of M", or the amount of a goal without a target. */
  logged_value: z.number(),
});

export const ZPublicSkill = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number(),
  xp: z.number(),
  hours: z.number(),
  /** 0 to 1, the way to the next level. */
  level_progress: z.number(),
});

export const ZPublicDashboardInfo = z.object({
  slug: z.string().nullable(),
  title: z.string(),
  bio: z.string(),
  visibility: z.enum(dashboardVisibilities),
  /** The owner's calendar date, the last day of the heatmaps. */
  today: z.string(),
  /** 0 Sunday to 6 Saturday, the owner's week start, so the heatmap's columns match theirs. */
  week_start: z.number(),
});

/**
 * Spec 3, "Public dashboard response": built from an allow-list, field by field. Nothing about the
 * owner but the name they chose to show; no habit, goal or skill they did not choose.
 */
export const ZPublicDashboard = z.object({
  habits: z.array(ZPublicHabit),
  logs: z.array(ZPublicLog),
  goals: z.array(ZPublicGoal),
  skills: z.array(ZPublicSkill),
  owner: z.object({ name: z.string().nullable() }).nullable(),
  dashboard: ZPublicDashboardInfo.nullable(),
  isOwner: z.boolean(),
  accessDenied: z.boolean(),
  error: z.string().nullable(),
});
export type TPublicDashboard = z.infer<typeof ZPublicDashboard>;
export type TPublicHabit = z.infer<typeof ZPublicHabit>;
export type TPublicLog = z.infer<typeof ZPublicLog>;
export type TPublicGoal = z.infer<typeof ZPublicGoal>;
export type TPublicSkill = z.infer<typeof ZPublicSkill>;

/** The answer with no data: a dashboard that is missing, private or failed (spec 8). */
export function emptyPublicDashboard(
  failure: { accessDenied?: boolean; error?: string | null; isOwner?: boolean } = {},
): TPublicDashboard {
  return {
    habits: [],
    logs: [],
    goals: [],
    skills: [],
    owner: null,
    dashboard: null,
    isOwner: failure.isOwner ?? false,
    accessDenied: failure.accessDenied ?? false,
    error: failure.error ?? null,
  };
}
