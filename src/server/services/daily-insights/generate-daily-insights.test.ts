import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TCoachProvider, TCoachProviderEvent } from '../../coach/coach-provider';
import { userPreferences } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { getTestDatabase } from '../../test/test-database';
import { createTestServer, type TestServer } from '../../test/test-server';
import { ensureTodayInsights } from './generate-daily-insights';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

/** A model that answers one action and nothing else: no network. */
function fakeModel(action: unknown): TCoachProvider & { prompts: string[] } {
  const prompts: string[] = [];
  return {
    model: 'fake',
    prompts,
    async *streamReply(turn): AsyncIterable<TCoachProviderEvent> {
      prompts.push(turn.messages[0]?.content ?? '');
      yield { type: 'delta', text: 'Here are your insights.' };
      yield { type: 'action', action };
    },
    interpretIntent: async () => ({ intent: 'deny' }),
  };
}

const now = new Date('2026-03-10T08:00:00Z');

describe('ensureTodayInsights', () => {
  it('writes them for the user’s local today, a new row when their day turns', async () => {
    const { db } = await getTestDatabase();
    const user = await createSignedInUser(server);
    await db
      .update(userPreferences)
      .set({ timezone: 'Pacific/Kiritimati' })
      .where(eq(userPreferences.userId, user.id));
    // 12:00 UTC is already 02:00 the next day at UTC+14.
    const first = await ensureTodayInsights(db, user.id, null, new Date('2026-03-10T12:00:00Z'));
    expect(first.date).toBe('2026-03-11');
    const sameDay = await ensureTodayInsights(db, user.id, null, new Date('2026-03-11T09:00:00Z'));
    expect(sameDay).toEqual(first);
    const nextDay = await ensureTodayInsights(db, user.id, null, new Date('2026-03-11T10:00:00Z'));
    expect(nextDay.date).toBe('2026-03-12');
  });

  // Issue 35: "No habits were due yesterday. Add a habit…" stayed all day after seven habits existed.
  it('writes the day again once the first habit exists, and keeps it from then on', async () => {
    const { db } = await getTestDatabase();
    const user = await createSignedInUser(server);
    const visit = new Date();
    const empty = await ensureTodayInsights(db, user.id, null, visit);
    expect(empty.insights).toMatchObject({ summary: expect.stringMatching(/Add a habit/) });
    const created = await server.request('POST', '/api/habits', {
      body: { name: 'Read' },
      headers: { cookie: user.cookie },
    });
    expect(created.status, created.text).toBe(201);
    const rewritten = await ensureTodayInsights(db, user.id, null, visit);
    expect(rewritten.date).toBe(empty.date);
    expect(rewritten.insights).toMatchObject({
      summary: expect.stringMatching(/^Your habit was not due yesterday/),
    });
    expect(rewritten.metrics).toMatchObject({ habits: 1 });
    expect(await ensureTodayInsights(db, user.id, null, visit)).toEqual(rewritten);
  });
});

describe('ensureTodayInsights with a configured model', () => {
  it('saves the model’s insights once they pass the create_daily_insights rules', async () => {
    const { db } = await getTestDatabase();
    const user = await createSignedInUser(server);
    const model = fakeModel({
      type: 'create_daily_insights',
      date: '2026-03-10',
      insights: { summary: 'A calm day.', risks: ['Reading'], focus: 'Read at 8.' },
      metrics: {},
    });
    const saved = await ensureTodayInsights(db, user.id, model, now);
    expect(saved.date).toBe('2026-03-10');
    expect(saved.insights).toMatchObject({
      summary: 'A calm day.',
      risks: ['Reading'],
      focus: 'Read at 8.',
      source: 'model',
    });
    expect(saved.metrics).toMatchObject({ yesterday_possible: 0, streaks_at_risk: 0 });
    expect(model.prompts[0]).toContain('create_daily_insights');
  });

  it('keeps the built-in insights when the model answers an invalid action or none', async () => {
    const { db } = await getTestDatabase();
    for (const action of [
      { type: 'create_daily_insights', insights: ['not an object'] },
      { type: 'create_habit', name: 'Something else' },
      { type: 'create_daily_insights', insights: { summary: 42 } },
    ]) {
      const user = await createSignedInUser(server);
      const saved = await ensureTodayInsights(db, user.id, fakeModel(action), now);
      expect(saved.insights).toMatchObject({ source: 'built-in' });
    }
  });
});
