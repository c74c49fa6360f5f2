import { z } from '@hono/zod-openapi';
import { periodPresets } from '../../../domain/analytics/analytics-period';
import { metricDefinitions } from '../../../domain/analytics/metric-definitions';

const ZRate = z.number().min(0).max(1).nullable();
const ZDate = z.string().openapi({ description: 'YYYY-MM-DD, the user’s local date' });

export const ZAnalyticsQuery = z.object({
  period: z.enum(periodPresets).optional().openapi({ description: 'A preset ending today (default 30d)' }),
  from: z.string().max(10).optional().openapi({ description: 'First day, YYYY-MM-DD (overrides period)' }),
  to: z.string().max(10).optional().openapi({ description: 'Last day, YYYY-MM-DD, included' }),
});

export const ZDemoAnalyticsQuery = ZAnalyticsQuery.pick({ period: true });

const ZWeekdayRate = z.object({
  weekday: z.number().int().min(0).max(6).openapi({ description: '0 = Sunday' }),
  completed: z.number(),
  possible: z.number(),
  rate: ZRate,
});

/** The analytics report (src/domain/analytics/build-analytics-report.ts); metric ids link to the docs. */
export const ZAnalyticsReport = z
  .object({
    period: z.object({ from: ZDate, to: ZDate, previousFrom: ZDate, previousTo: ZDate, days: z.number() }),
    bucket: z.enum(['day', 'week', 'month']),
    summary: z.object({
      completed: z.number(),
      possible: z.number(),
      completionRate: ZRate,
      previousCompletionRate: ZRate,
      trend: z.number().nullable().openapi({ description: 'Percentage points against the previous period' }),
      secondsTracked: z.number(),
      focusMinutes: z.number(),
    }),
    daily: z.array(z.object({ date: ZDate, completed: z.number(), possible: z.number(), rate: ZRate })),
    weekdays: z.array(ZWeekdayRate),
    habits: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        completed: z.number(),
        possible: z.number(),
        completionRate: ZRate,
        trend: z.number().nullable(),
        currentStreak: z.number(),
        bestStreak: z.number(),
        strength: z.number().min(0).max(1),
        doneToday: z.boolean(),
        secondsTracked: z.number(),
        keystoneLift: z.number().nullable(),
        weekdays: z.array(ZWeekdayRate),
      }),
    ),
    skills: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        secondsInPeriod: z.number(),
        xp: z.array(z.object({ date: ZDate, xp: z.number(), level: z.number() })),
      }),
    ),
    goals: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        unit: z.string().nullable(),
        targetValue: z.number().nullable(),
        endDate: z.string().nullable(),
        pace: z.number().nullable(),
        points: z.array(z.object({ date: ZDate, logged: z.number(), expected: z.number().nullable() })),
      }),
    ),
    focus: z.array(z.object({ date: ZDate, minutes: z.number() })),
    insights: z.array(
      z.object({
        id: z.string(),
        metric: z.enum(metricDefinitions.map((metric) => metric.id) as [string, ...string[]]),
        title: z.string(),
        text: z.string(),
      }),
    ),
  })
  .openapi('AnalyticsReport');
