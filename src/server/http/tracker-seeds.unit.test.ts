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
});
