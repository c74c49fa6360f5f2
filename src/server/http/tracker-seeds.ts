import { readDayParam } from '../../domain/habits/day-navigation';
import {
  agendaQueryKey,
  dailyFocusQueryKey,
  habitsQueryKey,
  meQueryKey,
  preferencesQueryKey,
} from '../../domain/http/server-rendered-queries';
import { agendaRequest, dailyFocusRequest, habitsOfDayRequest } from '../../domain/routing/first-load';
import type { TQuerySeed } from './page-renderer';

/** One read of the app's own API, as the visitor's browser would make it (their cookie, their origin). */
export type TAskOwnApi = (url: URL, headers: Headers) => Response | Promise<Response>;

/** The answer of a read that worked, or null for any failure (the browser then asks for it itself). */
async function readAnswer(ask: TAskOwnApi, url: URL, headers: Headers): Promise<unknown> {
  try {
    const response = await ask(url, headers);
    return response.status === 200 ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * The day's other reads on the first screen: its focus, the settings (the tracker sends the browser's
 * time zone once when none is set) and its agenda. Each one the server has is one request and one
 * re-render fewer right after the takeover, the busiest moment of a phone's main thread. An agenda
 * with blocks is left to the browser: its card is code the first paint does not carry, so the server
 * could not draw it.
 */
async function readDayExtras(ask: TAskOwnApi, origin: URL, headers: Headers, date: string) {
  const [preferences, focus, agenda] = await Promise.all([
    readAnswer(ask, new URL('/api/preferences', origin), headers),
    readAnswer(ask, new URL(dailyFocusRequest(date), origin), headers),
    readAnswer(ask, new URL(agendaRequest(date), origin), headers),
  ]);
  const blocks = (agenda as { blocks?: unknown[] } | null)?.blocks;
  return [
    ...(preferences === null ? [] : [{ queryKey: preferencesQueryKey, data: preferences }]),
    ...(focus === null ? [] : [{ queryKey: dailyFocusQueryKey(date), data: focus }]),
    ...(blocks?.length === 0 ? [{ queryKey: agendaQueryKey(date), data: agenda }] : []),
  ];
}

/**
 * What the tracker's first screen starts from when the server draws it (decision 0033): who is signed
 * in, the day's habits and the day's other reads, through the API with the visitor's own cookie, exactly
 * as the app's fetchers would, under the keys its hooks use. Null when the session or the day cannot be
 * read (a stale cookie): the browser then draws the page, as before.
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
    const dayAnswer = (await day.json()) as { date?: unknown };
    const extras =
      typeof dayAnswer.date === 'string' ? await readDayExtras(ask, url, headers, dayAnswer.date) : [];
    return [
      { queryKey: meQueryKey, data: await session.json() },
      { queryKey: habitsQueryKey(date, 'active'), data: dayAnswer },
      ...extras,
    ];
  };
}
