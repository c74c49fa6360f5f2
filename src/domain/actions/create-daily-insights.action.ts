import { z } from 'zod';
import { formatCount } from '../text/format-count';
import { isPlainObject, pickFirstDefined, ZOptionalDateKey } from './action-fields';
import {
  concludeValidation,
  invalidActionFormatMessage,
  readIssueMessages,
  rejectAction,
  type TActionModule,
  type TValidation,
} from './action-result';

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

export function validateCreateDailyInsights(
  input: unknown,
  context: TCreateDailyInsightsContext,
): TValidation<TCreateDailyInsightsAction> {
  if (!isPlainObject(input)) return rejectAction([invalidActionFormatMessage]);
  const parsed = ZCreateDailyInsights.safeParse(normalizeCreateDailyInsights(input));
  if (!parsed.success) return rejectAction(readIssueMessages(parsed.error));

  const { insights, metrics } = parsed.data;
  const isEmpty = Object.keys(insights).length === 0 && Object.keys(metrics).length === 0;
  return concludeValidation(
    { type: 'create_daily_insights', date: parsed.data.date ?? context.today, insights, metrics },
    [],
    isEmpty ? ['No insights or metrics to save'] : [],
  );
}

export function previewCreateDailyInsights({ date, insights, metrics }: TCreateDailyInsightsAction): string {
  const count = (record: Record<string, unknown>, noun: string) =>
    formatCount(Object.keys(record).length, noun);
  return `Save daily insights for ${date} — ${count(insights, 'insight')}, ${count(metrics, 'metric')}`;
}

export const createDailyInsightsAction: TActionModule<
  TCreateDailyInsightsContext,
  TCreateDailyInsightsAction
> = {
  validate: validateCreateDailyInsights,
  preview: previewCreateDailyInsights,
};
