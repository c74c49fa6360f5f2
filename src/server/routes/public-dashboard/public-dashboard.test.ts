import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimitRules } from '../../http/rate-limit';
import { isOpenWithoutPlan } from '../../http/require-access';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const as = (user: TTestUser) => ({ cookie: user.cookie });

async function post(user: TTestUser, path: string, body: unknown) {
  const response = await server.request('POST', path, { body, headers: as(user) });
  expect(response.status, response.text).toBe(201);
  return response.json;
}

/** An owner with three habits (logged today), two goals and two skills, of which one of each is chosen. */
async function createOwnerWithItems() {
  const owner = await createSignedInUser(server, { name: 'Ana Runner' });
  const shared = (await post(owner, '/api/habits', { name: 'Morning run' })).habit;
  const secret = (await post(owner, '/api/habits', { name: 'Therapy homework' })).habit;
  const third = (await post(owner, '/api/habits', { name: 'Floss' })).habit;
  for (const habit of [shared, secret, third]) {
    await server.request('PUT', '/api/habit-logs', {
      body: { habit_id: habit.id, value_boolean: true },
      headers: as(owner),
    });
  }
  const goal = (
    await post(owner, '/api/goals', { name: 'Run a marathon', description: 'Note to self: knees' })
  ).goal;
  const hiddenGoal = (await post(owner, '/api/goals', { name: 'Pay off the debt' })).goal;
  const skill = (await post(owner, '/api/skills', { name: 'Spanish' })).skill;
  const hiddenSkill = (await post(owner, '/api/skills', { name: 'Poker' })).skill;
  return { owner, shared, secret, third, goal, hiddenGoal, skill, hiddenSkill };
}

const save = (user: TTestUser, body: Record<string, unknown>) =>
  server.request('PUT', '/api/dashboard', {
    headers: as(user),
    body: {
      slug: null,
      title: '',
      bio: '',
      visibility: 'public',
      habit_ids: [],
      goal_ids: [],
      skill_ids: [],
      ...body,
    },
  });

const openSignedOut = (query: string) => server.request('GET', `/api/public-dashboard?${query}`);

let slugSequence = 0;
const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${++slugSequence}`;

describe('public dashboards', () => {
  it('shows a signed-out visitor exactly the chosen items and nothing else of the owner', async () => {
    const items = await createOwnerWithItems();
    const slug = uniqueSlug('ana');
    const saved = await save(items.owner, {
      slug: slug.toUpperCase(),
      title: 'Ana trains',
      bio: 'Training for Berlin.',
      habit_ids: [items.shared.id],
      goal_ids: [items.goal.id],
      skill_ids: [items.skill.id],
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.dashboard).toMatchObject({
      slug,
      paths: { page: `/u/${slug}`, live: `/u/${slug}/live` },
    });

    for (const answer of [
      await openSignedOut(`slug=${slug}`),
      await server.request('POST', '/api/public-dashboard', { body: { slug } }),
    ]) {
      expect(answer.status, answer.text).toBe(200);
      const body = answer.json;
      expect(body.habits.map((habit: { id: string }) => habit.id)).toEqual([items.shared.id]);
      expect(body.habits[0]).toMatchObject({ name: 'Morning run', current_streak: 1, best_streak: 1 });
      expect(body.logs.map((log: { habit_id: string }) => log.habit_id)).toEqual([items.shared.id]);
      expect(body.goals.map((goal: { id: string }) => goal.id)).toEqual([items.goal.id]);
      expect(body.skills.map((skill: { id: string }) => skill.id)).toEqual([items.skill.id]);
      expect(body).toMatchObject({
        owner: { name: 'Ana Runner' },
        dashboard: { slug, title: 'Ana trains', bio: 'Training for Berlin.', visibility: 'public' },
        isOwner: false,
        accessDenied: false,
        error: null,
      });
      for (const hidden of [
        items.owner.email,
        items.owner.id,
        'Therapy homework',
        'Floss',
        'Pay off the debt',
        'Poker',
        'knees',
        items.secret.id,
      ]) {
        expect(answer.text).not.toContain(hidden);
      }
    }
  });

  // Issue 35: the dashboard wrote "Target 12" beside a percentage of something else, and showed a goal
  // without a target at 0% whatever was logged.
  it('gives each goal the goals page’s figure: its N of M, or its amount without a target', async () => {
    const owner = await createSignedInUser(server);
    const books = (await post(owner, '/api/goals', { title: 'Read 12 books', target: 12, units: 'books' }))
      .goal;
    const walk = (await post(owner, '/api/goals', { title: 'Walk more', units: 'km' })).goal;
    await post(owner, `/api/goals/${books.id}/progress`, { delta: 3 });
    await post(owner, `/api/goals/${walk.id}/progress`, { delta: 6.5 });
    const slug = uniqueSlug('goals');
    const saved = await save(owner, { slug, goal_ids: [books.id, walk.id] });
    expect(saved.status, saved.text).toBe(200);

    const answer = await openSignedOut(`slug=${slug}`);
    const byName = new Map(answer.json.goals.map((goal: { name: string }) => [goal.name, goal]));
    expect(byName.get('Read 12 books')).toMatchObject({ progress: 0.25, source: 'target', logged_value: 3 });
    expect(byName.get('Walk more')).toMatchObject({ progress: 0, source: 'amount', logged_value: 6.5 });
  });

  it('shows nothing until chosen, and refuses another user’s items', async () => {
    const items = await createOwnerWithItems();
    const stranger = await createSignedInUser(server);
    const slug = uniqueSlug('empty');
    expect((await save(items.owner, { slug })).status).toBe(200);
    const answer = await openSignedOut(`slug=${slug}`);
    expect(answer.json).toMatchObject({ habits: [], logs: [], goals: [], skills: [] });

    const theft = await save(stranger, { slug: uniqueSlug('thief'), habit_ids: [items.shared.id] });
    expect(theft.status).toBe(400);
    expect(theft.json.error.message).toBe(
      'A chosen habit is not one of yours, or was deleted. Reload and choose again.',
    );
  });

  it('answers accessDenied for a private dashboard, and isOwner with the data for its owner', async () => {
    const items = await createOwnerWithItems();
    const slug = uniqueSlug('private');
    const saved = await save(items.owner, { slug, visibility: 'private', habit_ids: [items.shared.id] });
    const hash = saved.json.dashboard.hash as string;
    expect(saved.json.dashboard.paths).toEqual({ page: null, live: null, link: null });
    const stranger = await createSignedInUser(server);
    for (const query of [`slug=${slug}`, `hash=${hash}`]) {
      for (const headers of [{}, as(stranger)]) {
        const denied = await server.request('GET', `/api/public-dashboard?${query}`, { headers });
        expect(denied.status).toBe(200);
        expect(denied.json).toEqual({
          habits: [],
          logs: [],
          goals: [],
          skills: [],
          owner: null,
          dashboard: null,
          isOwner: false,
          accessDenied: true,
          error: 'This dashboard is private.',
        });
      }
    }
    const own = await server.request('GET', `/api/public-dashboard?slug=${slug}`, {
      headers: as(items.owner),
    });
    expect(own.json).toMatchObject({
      isOwner: true,
      accessDenied: false,
      dashboard: { visibility: 'private' },
    });
    expect(own.json.habits).toHaveLength(1);
  });

  it('opens an unlisted dashboard only by its hash, and an old hash stops working once regenerated', async () => {
    const items = await createOwnerWithItems();
    const slug = uniqueSlug('unlisted');
    const saved = await save(items.owner, { slug, visibility: 'unlisted', habit_ids: [items.shared.id] });
    const oldHash = saved.json.dashboard.hash as string;
    expect(oldHash).toMatch(/^[\w-]{24}$/);
    expect(saved.json.dashboard.paths).toEqual({ page: null, live: null, link: `/d/${oldHash}` });
    expect((await openSignedOut(`slug=${slug}`)).status).toBe(404);
    expect((await openSignedOut(`hash=${oldHash}`)).json.habits).toHaveLength(1);

    const regenerated = await server.request('POST', '/api/dashboard/regenerate-hash', {
      headers: as(items.owner),
    });
    expect(regenerated.status).toBe(200);
    const newHash = regenerated.json.dashboard.hash as string;
    expect(newHash).not.toBe(oldHash);
    const old = await openSignedOut(`hash=${oldHash}`);
    expect(old.status).toBe(404);
    expect(old.json).toMatchObject({
      habits: [],
      error: 'This dashboard does not exist or is no longer shared.',
    });
    expect((await openSignedOut(`hash=${newHash}`)).json.habits).toHaveLength(1);
  });

  it('checks the link name: format, reserved words, uniqueness, and that a public one has one', async () => {
    const owner = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const cases: [string | null, string][] = [
      ['ab', 'A link name needs at least 3 characters.'],
      ['a'.repeat(33), 'A link name is at most 32 characters.'],
      [
        'two--hyphens',
        'Use lower-case letters, digits and single hyphens, starting and ending with a letter or digit.',
      ],
      [
        '-edge',
        'Use lower-case letters, digits and single hyphens, starting and ending with a letter or digit.',
      ],
      [
        'ana/../admin',
        'Use lower-case letters, digits and single hyphens, starting and ending with a letter or digit.',
      ],
      ['admin', '"admin" is reserved. Choose another link name.'],
      [null, 'A public dashboard needs a link name: it is the name in /u/{name}.'],
    ];
    for (const [slug, message] of cases) {
      const refused = await save(owner, { slug });
      expect(refused.status, String(slug)).toBe(400);
      expect(refused.json.error.message).toBe(message);
    }
    const slug = uniqueSlug('taken');
    expect((await save(owner, { slug: `  ${slug.toUpperCase()} ` })).json.dashboard.slug).toBe(slug);
    const clash = await save(other, { slug });
    expect(clash.status).toBe(400);
    expect(clash.json.error.message).toBe(`The link name "${slug}" is taken. Choose another.`);
    // Saving again under one's own name is no clash; an unlisted dashboard needs no name.
    expect((await save(owner, { slug, title: 'Again' })).status).toBe(200);
    expect((await save(other, { slug: null, visibility: 'unlisted' })).status).toBe(200);
  });

  it('is open without a plan and answers a missing dashboard with empty data and the error', async () => {
    expect(isOpenWithoutPlan('/api/public-dashboard')).toBe(true);
    expect(isOpenWithoutPlan('/api/public-dashboard/live')).toBe(true);
    expect(isOpenWithoutPlan('/api/dashboard')).toBe(false);
    const missing = await openSignedOut('slug=nobody-has-this');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({
      habits: [],
      accessDenied: false,
      error: 'This dashboard does not exist or is no longer shared.',
    });
    expect((await openSignedOut('')).status).toBe(400);
    expect((await server.request('GET', '/api/dashboard')).status).toBe(401);
  });

  it('renders a PNG preview of the shared heatmap', async () => {
    const items = await createOwnerWithItems();
    const slug = uniqueSlug('image');
    await save(items.owner, { slug, habit_ids: [items.shared.id] });
    const response = await server.app.request(`/api/public-dashboard/image?slug=${slug}`, {
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await server.app.request('/api/public-dashboard/image?slug=nobody-has-this')).status).toBe(404);
  });

  it('limits each address', async () => {
    const limited = await createTestServer(
      {},
      { rateLimitRules: { ...rateLimitRules, publicDashboard: { points: 3, durationSeconds: 60 } } },
    );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await limited.request('GET', '/api/public-dashboard?slug=nobody-has-this')).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
