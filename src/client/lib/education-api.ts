import { queryOptions } from '@tanstack/react-query';
import { api, readRequestError } from './api-client';

export const lessonProgressQueryKey = ['lesson-progress'] as const;

/** The lessons the signed-in user has read. */
export const lessonProgressQuery = queryOptions({
  queryKey: lessonProgressQueryKey,
  queryFn: async () => {
    const response = await api['lesson-progress'].$get();
    if (response.status !== 200) throw await readRequestError(response);
    return response.json();
  },
});

export async function markLessonRead(slug: string) {
  const response = await api['lesson-progress'][':slug'].$put({ param: { slug }, json: {} });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}
