import { z } from 'zod';

/**
 * What the crash screen sends (spec: message, stack, componentStack, url, userAgent, userId, time),
 * bounded so one report stays under 16 KB: a browser's stack of a React crash fits well within it.
 */
export const errorReportLimits = {
  message: 1_000,
  stack: 8_000,
  componentStack: 4_000,
  url: 1_000,
  userAgent: 500,
  userId: 200,
} as const;

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
