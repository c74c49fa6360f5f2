import { readDayParam } from '../../domain/habits/day-navigation';
import { habitsQueryKey, meQueryKey } from '../../domain/http/server-rendered-queries';
import { habitsOfDayRequest } from '../../domain/routing/first-load';
import type { TQuerySeed } from './page-renderer';

/** One read of the app's own API, as the visitor's browser would make it (their cookie, their origin). */
export type TAskOwnApi = (url: URL, headers: Headers) => Response | Promise<Response>;

/**
 * What the tracker's first screen starts from when the server draws it (decision 0033): who is signed
 * in and the day's habits, read through the API with the visitor's own cookie, exactly as the app's
 * fetchers would, under the keys its hooks use. Null when either read fails (a stale cookie): the
 * browser then draws the page, as before.
 */
export function trackerSeedsReader(ask: TAskOwnApi) {
  return async (url: URL, requestHeaders: Headers): Promise<TQuerySeed[] | null> => {
    const headers = new Headers();
    for (const name of ['cookie', 'authorization', 'user-agent', 'accept-language']) {
      const value = requestHeaders.get(name);
      if (value !== null) headers.set(name, value);
    }
    const date = readDayParam(url.searchParams.get('date'));
    const [session, day] = await Promise.all([
      ask(new URL('/api/session', url), headers),
      ask(new URL(habitsOfDayRequest(date), url), headers),
    ]);
    if (session.status !== 200 || day.status !== 200) return null;
    return [
      { queryKey: meQueryKey, data: await session.json() },
      { queryKey: habitsQueryKey(date, 'active'), data: await day.json() },
    ];
  };
}
