import { asc, eq } from 'drizzle-orm';
import type { TLessonRead } from '../../../domain/content/content-api';
import type { Database } from '../../db/client';
import { lessonProgress } from '../../db/schema';

const present = (row: { slug: string; readAt: Date }): TLessonRead => ({
  slug: row.slug,
  read_at: row.readAt.toISOString(),
});

/** The lessons this user has read, in the order they first read them. */
export async function listLessonProgress(db: Database, userId: string): Promise<TLessonRead[]> {
  const rows = await db
    .select({ slug: lessonProgress.slug, readAt: lessonProgress.readAt })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId))
    .orderBy(asc(lessonProgress.readAt), asc(lessonProgress.slug));
  return rows.map(present);
}

/** Marks a lesson read; reading it again keeps the first time (one row per user and lesson). */
export async function markLessonRead(db: Database, userId: string, slug: string): Promise<TLessonRead> {
  const [row] = await db
    .insert(lessonProgress)
    .values({ userId, slug })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.slug],
      // A no-op update, so the existing row comes back from RETURNING.
      set: { slug },
    })
    .returning({ slug: lessonProgress.slug, readAt: lessonProgress.readAt });
  if (!row) throw new Error('The lesson progress was not saved');
  return present(row);
}
