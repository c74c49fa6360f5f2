import { createRoute, z } from '@hono/zod-openapi';
import { ZLessonProgress, ZLessonRead, ZLessonSlug } from '../../../domain/content/content-api';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse, noRequestBody } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { listLessonProgress, markLessonRead } from '../../services/education/lesson-progress';

const list = createRoute({
  method: 'get',
  path: '/lesson-progress',
  summary: 'List your lesson progress',
  tags: ['education'],
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(ZLessonProgress, 'The lessons the signed-in user has read'),
    401: errorResponse('Not signed in'),
  },
});

const markRead = createRoute({
  method: 'put',
  path: '/lesson-progress/{slug}',
  summary: 'Record progress on a lesson',
  tags: ['education'],
  middleware: [requireUser()] as const,
  request: { params: z.object({ slug: ZLessonSlug }), ...noRequestBody },
  responses: {
    200: jsonResponse(ZLessonRead, 'Marked read (the first reading time is kept)'),
    400: errorResponse('Not a lesson name'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such lesson'),
  },
});

/** Read progress of the lessons in content/education, per user; `lessonSlugs` are the published ones. */
export function educationRoutes({ db }: AppDeps, lessonSlugs: ReadonlySet<string>) {
  return createRouter()
    .openapi(list, async (c) => c.json({ lessons: await listLessonProgress(db, signedInUserId(c)) }, 200))
    .openapi(markRead, async (c) => {
      const { slug } = c.req.valid('param');
      if (!lessonSlugs.has(slug)) throw new ApiError(404, 'not_found', `There is no lesson ${slug}.`);
      return c.json(await markLessonRead(db, signedInUserId(c), slug), 200);
    });
}
