import { count, desc, gte } from 'drizzle-orm';
import type { TPageViewCounts, TPageViewPeriod } from '../../../domain/analytics/page-views';
import { addDays } from '../../../domain/dates/date-key';
import type { Database } from '../../db/client';
import { pageViews } from '../../db/schema';

const shownPaths = 200;

/** The admin's view (decision 0038): views per path over the last 7 or 30 days, today included. */
export async function countPageViews(
  db: Database,
  days: TPageViewPeriod,
  now = new Date(),
): Promise<TPageViewCounts> {
  const since = addDays(now.toISOString().slice(0, 10), 1 - days);
  const views = count();
  const [paths, [all]] = await Promise.all([
    db
      .select({ path: pageViews.path, views })
      .from(pageViews)
      .where(gte(pageViews.day, since))
      .groupBy(pageViews.path)
      .orderBy(desc(views), pageViews.path)
      .limit(shownPaths),
    db.select({ views: count() }).from(pageViews).where(gte(pageViews.day, since)),
  ]);
  return { days, total: all?.views ?? 0, paths };
}
