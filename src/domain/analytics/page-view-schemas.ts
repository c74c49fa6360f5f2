import { z } from 'zod';

/** What the browser reports of a page it showed (spec 7; redaction in page-views.ts). */
export const ZPageViewEvent = z.object({
  path: z.string().trim().min(1).max(2000).startsWith('/', 'A page view’s path starts with /'),
  location: z
    .url({ protocol: /^https?$/, error: 'A page view’s location must be an http(s) address' })
    .max(4000),
  title: z.string().trim().max(1000),
});
export type TPageViewEvent = z.infer<typeof ZPageViewEvent>;

export const ZPageViewCounts = z.object({
  days: z.union([z.literal(7), z.literal(30)]),
  total: z.number().int(),
  paths: z.array(z.object({ path: z.string(), views: z.number().int() })),
});
export type TPageViewCounts = z.infer<typeof ZPageViewCounts>;
