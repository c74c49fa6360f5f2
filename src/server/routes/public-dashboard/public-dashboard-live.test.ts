import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const as = (user: TTestUser) => ({ cookie: user.cookie });

type TLiveEvent = {
  type: string;
  dashboard: { habits: { id: string }[]; logs: { habit_id: string; date: string }[] };
};

/** Reads the live stream's events whole, however the chunks split them. */
async function openLive(query: string) {
  const abort = new AbortController();
  const response = await server.app.request(`/api/public-dashboard/live?${query}`, {
    headers: { origin: TEST_ORIGIN },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('No stream body');
  const events: TLiveEvent[] = [];
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)));
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  const waitFor = async (count: number, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (events.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return events.length >= count;
  };
  return {
    events,
    waitFor,
    close: async () => {
      await reader.cancel().catch(() => {});
      abort.abort();
      await pump;
    },
  };
}

describe('GET /api/public-dashboard/live', () => {
  it('follows a log of a shared habit, and carries nothing for an unshared one', async () => {
    const owner = await createSignedInUser(server);
    const create = async (name: string) =>
      (await server.request('POST', '/api/habits', { body: { name }, headers: as(owner) })).json.habit
        .id as string;
    const shared = await create('Stretch');
    const unshared = await create('Private journal');
    const slug = `live-${Date.now().toString(36)}`;
    const saved = await server.request('PUT', '/api/dashboard', {
      headers: as(owner),
      body: {
        slug,
        title: 'Live',
        bio: '',
        visibility: 'public',
        habit_ids: [shared],
        goal_ids: [],
        skill_ids: [],
      },
    });
    expect(saved.status).toBe(200);

    const live = await openLive(`slug=${slug}`);
    try {
      expect(await live.waitFor(1)).toBe(true);
      expect(live.events[0]).toMatchObject({ type: 'dashboard', dashboard: { logs: [] } });

      await server.request('PUT', '/api/habit-logs', {
        body: { habit_id: unshared, value_boolean: true },
        headers: as(owner),
      });
      // Longer than the 500 ms throttle and a rebuild: an event would have come by now.
      expect(await live.waitFor(2, 1_500)).toBe(false);

      await server.request('PUT', '/api/habit-logs', {
        body: { habit_id: shared, value_boolean: true },
        headers: as(owner),
      });
      expect(await live.waitFor(2)).toBe(true);
      const update = live.events[1];
      expect(update?.type).toBe('dashboard');
      expect(update?.dashboard.logs.map((log) => log.habit_id)).toEqual([shared]);
      expect(JSON.stringify(live.events)).not.toContain(unshared);
      expect(JSON.stringify(live.events)).not.toContain('Private journal');

      // Made private: the stream says so and ends.
      await server.request('PUT', '/api/dashboard', {
        headers: as(owner),
        body: {
          slug,
          title: 'Live',
          bio: '',
          visibility: 'private',
          habit_ids: [shared],
          goal_ids: [],
          skill_ids: [],
        },
      });
      expect(await live.waitFor(3)).toBe(true);
      expect(live.events[2]).toMatchObject({ type: 'gone', dashboard: { habits: [], accessDenied: true } });
    } finally {
      await live.close();
    }
  });

  it('refuses a private or missing dashboard before streaming', async () => {
    expect((await server.request('GET', '/api/public-dashboard/live?slug=nobody-has-this')).status).toBe(404);
  });
});
