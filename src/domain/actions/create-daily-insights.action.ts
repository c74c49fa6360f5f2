import { z } from 'zod';
import { formatCalendarDate } from '../dates/day-titles';
import { formatCount } from '../text/format-count';
import { isPlainObject, pickFirstDefined, ZOptionalDateKey } from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import { actionRequestBody, defineAction } from './define-action';

/** A JSON object for a jsonb column; left out or null it is empty, as the table's default. */
function readObjectField(message: string) {
  return z.unknown().transform((value, context) => {
    if (value === undefined || value === null) return {};
    if (isPlainObject(value)) return value;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** The create_daily_insights payload once aliases are renamed by normalizeCreateDailyInsights. */
export const ZCreateDailyInsights = z.object({
  date: ZOptionalDateKey,
  insights: readObjectField('Insights must be an object'),
  metrics: readObjectField('Metrics must be an object'),
});
export type TCreateDailyInsights = z.infer<typeof ZCreateDailyInsights>;

export type TCreateDailyInsightsAction = {
  type: 'create_daily_insights';
  date: string;
  insights: Record<string, unknown>;
  metrics: Record<string, unknown>;
};
export type TCreateDailyInsightsContext = { today: string };

export function normalizeCreateDailyInsights(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    date: pickFirstDefined(payload, ['date']),
    insights: pickFirstDefined(payload, ['insights']),
    metrics: pickFirstDefined(payload, ['metrics']),
  };
}

/** The user's today when no date is given; a warning when there is nothing to save. */
export function checkCreateDailyInsights(
  { date, insights, metrics }: TCreateDailyInsights,
  context: TCreateDailyInsightsContext,
): TValidation<TCreateDailyInsightsAction> {
  const isEmpty = Object.keys(insights).length === 0 && Object.keys(metrics).length === 0;
  return concludeValidation(
    { type: 'create_daily_insights', date: date ?? context.today, insights, metrics },
    [],
    isEmpty ? ['No insights or metrics to save'] : [],
  );
}

export function previewCreateDailyInsights({ date, insights, metrics }: TCreateDailyInsightsAction): string {
  const count = (record: Record<string, unknown>, noun: string) =>
    formatCount(Object.keys(record).length, noun);
  return `Save daily insights for ${formatCalendarDate(date)} — ${count(insights, 'insight')}, ${count(metrics, 'metric')}`;
}

export const createDailyInsightsAction = defineAction({
  normalize: normalizeCreateDailyInsights,
  schema: ZCreateDailyInsights,
  check: checkCreateDailyInsights,
  preview: previewCreateDailyInsights,
});

export function validateCreateDailyInsights(input: unknown, context: TCreateDailyInsightsContext) {
  return createDailyInsightsAction.validate(input, context);
}

/** PUT /api/daily-insights/{date}: the create_daily_insights payload, the day named by the path. */
export const ZSaveDailyInsightsRequest = actionRequestBody(
  normalizeCreateDailyInsights,
  ZCreateDailyInsights.omit({ date: true }),
);
