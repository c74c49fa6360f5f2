import { z } from 'zod';

/** What the crash screen sends (spec: message, stack, componentStack, url, userAgent, userId, time). */
export const ZErrorReport = z.object({
  message: z.string().trim().min(1).max(2_000),
  stack: z.string().max(20_000).nullish(),
  componentStack: z.string().max(20_000).nullish(),
  url: z.string().max(2_000).nullish(),
  userAgent: z.string().max(1_000).nullish(),
  userId: z.string().max(200).nullish(),
  time: z.iso.datetime({ offset: true }).nullish(),
});

export type TErrorReport = z.infer<typeof ZErrorReport>;
