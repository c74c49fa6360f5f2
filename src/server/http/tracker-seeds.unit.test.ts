import { describe, expect, it } from 'vitest';
import { trackerSeedsReader } from './tracker-seeds';

const visitor = new Headers({
  cookie: 'compound.session_token=abc',
  'x-forwarded-for': '10.0.0.9',
  host: 'x',
});

describe('trackerSeedsReader', () => {
  it("reads who is signed in and the address's day, with the visitor's cookie only, under the app's keys", async () => {
    const asked: { url: string; cookie: string | null; forwarded: string | null }[] = [];
    const read = trackerSeedsReader((url, headers) => {
      asked.push({ url: url.href, cookie: headers.get('cookie'), forwarded: headers.get('x-forwarded-for') });
      return Response.json({ url: url.pathname });
    });
    const seeds = await read(new URL('https://compound.example/app?date=2026-12-01'), visitor);
    expect(asked).toEqual([
      { url: 'https://compound.example/api/session', cookie: 'compound.session_token=abc', forwarded: null },
      {
        url: 'https://compound.example/api/habits?date=2026-12-01&include_archived=false',
        cookie: 'compound.session_token=abc',
        forwarded: null,
      },
    ]);
    expect(seeds).toEqual([
      { queryKey: ['me'], data: { url: '/api/session' } },
      { queryKey: ['habits', '2026-12-01', 'active'], data: { url: '/api/habits' } },
    ]);
  });

  it('gives nothing to draw from when a read is refused (a stale cookie), so the browser draws the page', async () => {
    const read = trackerSeedsReader((url) =>
      url.pathname === '/api/session'
        ? Response.json({ error: 'Sign in first' }, { status: 401 })
        : Response.json({}),
    );
    expect(await read(new URL('https://compound.example/app'), visitor)).toBeNull();
  });

  it("seeds the day's focus, the settings and an empty agenda, so the takeover asks for none of them", async () => {
    const asked: string[] = [];
    const read = trackerSeedsReader((url) => {
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/habits') return Response.json({ date: '2026-12-01', habits: [] });
      if (url.pathname === '/api/agenda') return Response.json({ blocks: [] });
      return Response.json({ from: url.pathname });
    });
    const seeds = await read(new URL('https://compound.example/app?date=2026-12-01'), visitor);
    expect(asked).toContain('/api/daily-focus/2026-12-01');
    expect(asked).toContain('/api/agenda?date=2026-12-01');
    expect(seeds?.slice(2)).toEqual([
      { queryKey: ['preferences'], data: { from: '/api/preferences' } },
      { queryKey: ['daily-focus', '2026-12-01'], data: { from: '/api/daily-focus/2026-12-01' } },
      { queryKey: ['focus-sessions', 'agenda', '2026-12-01'], data: { blocks: [] } },
    ]);
  });

  it('leaves a planned day’s agenda and any extra read that fails to the browser, and still draws the day', async () => {
    const read = trackerSeedsReader((url) => {
      if (url.pathname === '/api/habits') return Response.json({ date: '2026-12-01', habits: [] });
      if (url.pathname === '/api/agenda') return Response.json({ blocks: [{ id: 'b1' }] });
      if (url.pathname === '/api/preferences') return Response.json({ error: 'Busy' }, { status: 503 });
      if (url.pathname.startsWith('/api/daily-focus')) throw new Error('The database went away');
      return Response.json({});
    });
    const seeds = await read(new URL('https://compound.example/app'), visitor);
    expect(seeds?.map((seed) => seed.queryKey[0])).toEqual(['me', 'habits']);
  });
});
