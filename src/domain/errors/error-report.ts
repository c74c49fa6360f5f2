import { z } from 'zod';

/**
 * What the crash screen sends (spec: message, stack, componentStack, url, userAgent, userId, time),
 * bounded so one report stays under 16 KB: a browser's stack of a React crash fits well within it.
 */
export const ZErrorReport = z.object({
  message: z.string().trim().min(1).max(1_000),
  stack: z.string().max(8_000).nullish(),
  componentStack: z.string().max(4_000).nullish(),
  url: z.string().max(1_000).nullish(),
  userAgent: z.string().max(500).nullish(),
  userId: z.string().max(200).nullish(),
  time: z.iso.datetime({ offset: true }).nullish(),
});

export type TErrorReport = z.infer<typeof ZErrorReport>;
