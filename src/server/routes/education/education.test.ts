import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const call = (user: TTestUser | null, method: string, path: string) =>
  server.request(method, path, { headers: user ? { cookie: user.cookie } : {} });

describe('/api/lesson-progress', () => {
  it('marks lessons read per user, keeps the first reading time, and shows no one else’s', async () => {
    const reader = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    expect((await call(reader, 'GET', '/api/lesson-progress')).json).toEqual({ lessons: [] });

    const first = await call(reader, 'PUT', '/api/lesson-progress/smart-goals');
    expect(first.status, first.text).toBe(200);
    expect(first.json.slug).toBe('smart-goals');
    const again = await call(reader, 'PUT', '/api/lesson-progress/smart-goals');
    expect(again.json.read_at).toBe(first.json.read_at);
    await call(reader, 'PUT', '/api/lesson-progress/habit-stacking');

    const list = await call(reader, 'GET', '/api/lesson-progress');
    expect(list.json.lessons.map((lesson: { slug: string }) => lesson.slug).sort()).toEqual([
      'habit-stacking',
      'smart-goals',
    ]);
    expect((await call(other, 'GET', '/api/lesson-progress')).json).toEqual({ lessons: [] });
  });

  it('refuses guests, malformed names and lessons that do not exist', async () => {
    const reader = await createSignedInUser(server);
    expect((await call(null, 'GET', '/api/lesson-progress')).status).toBe(401);
    expect((await call(null, 'PUT', '/api/lesson-progress/smart-goals')).status).toBe(401);
    const malformed = await call(reader, 'PUT', '/api/lesson-progress/Not%20A%20Slug');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.code).toBe('invalid_input');
    const unknown = await call(reader, 'PUT', '/api/lesson-progress/no-such-lesson');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toEqual({ code: 'not_found', message: 'There is no lesson no-such-lesson.' });
    expect((await call(reader, 'GET', '/api/lesson-progress')).json).toEqual({ lessons: [] });
  });
});
