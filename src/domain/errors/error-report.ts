import { z } from 'zod';
import { errorReportLimits } from './error-report-limits';

/**
 * What the crash screen sends (spec: message, stack, componentStack, url, userAgent, userId, time),
 * bounded so one report stays under 16 KB: a browser's stack of a React crash fits well within it.
 */
export const ZErrorReport = z.object({
  message: z.string().trim().min(1).max(errorReportLimits.message),
  stack: z.string().max(errorReportLimits.stack).nullish(),
  componentStack: z.string().max(errorReportLimits.componentStack).nullish(),
  url: z.string().max(errorReportLimits.url).nullish(),
  userAgent: z.string().max(errorReportLimits.userAgent).nullish(),
  userId: z.string().max(errorReportLimits.userId).nullish(),
  time: z.iso.datetime({ offset: true }).nullish(),
});

export type TErrorReport = z.infer<typeof ZErrorReport>;
