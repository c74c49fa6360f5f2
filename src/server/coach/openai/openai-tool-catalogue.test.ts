import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChatStreamParser } from '../../../domain/coach/chat-stream';
import type { TChatStreamEvent } from '../../../domain/coach/chat-types';
import { formatCalendarDate } from '../../../domain/dates/day-titles';
import { goals, habits, skills, userSkills, userSubskills } from '../../db/schema';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { startOpenAiProtocolServer, type TOpenAiProtocolServer } from '../../test/openai-protocol-server';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/test-server';
import { buildActionTools } from './action-tools';

/**
 * Issue 36, deliverable 7: every tool the OpenAI coach offers, end to end. The stand-in model answers with a
 * streamed tool call; the chat route must turn valid arguments into a proposal that POST /api/actions then
 * applies, and refuse invalid ones with the catalogue's message and no proposal.
 */

let upstream: TOpenAiProtocolServer;
let server: TestServer;

beforeAll(async () => {
  upstream = await startOpenAiProtocolServer();
  server = await createTestServer({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: upstream.baseUrl,
    COACH_MODEL: 'test-model',
  });
});

afterAll(async () => {
  await upstream.close();
});

beforeEach(() => upstream.reset());

/** A signed-in user with one of each row a tool can name. */
type TAccount = { user: TTestUser; habitId: string; goalId: string; skillId: string; subskillId: string };

async function createAccount(): Promise<TAccount> {
  const user = await createSignedInUser(server);
  const { db } = server.deps;
  const [habit] = await db
    .insert(habits)
    .values({ userId: user.id, name: 'Read', type: 'number', target: 20, unit: 'pages' })
    .returning();
  const [goal] = await db.insert(goals).values({ userId: user.id, name: 'Run a marathon' }).returning();
  const [skill] = await db.insert(skills).values({ userId: user.id, name: 'Guitar' }).returning();
  if (!habit || !goal || !skill) throw new Error('Could not create the account’s rows');
  await db.insert(userSkills).values({ userId: user.id, skillId: skill.id, baselineHours: 10 });
  const [subskill] = await db
    .insert(userSubskills)
    .values({ userId: user.id, parentSkillId: skill.id, name: 'Chords' })
    .returning();
  if (!subskill) throw new Error('Could not create the subskill');
  return { user, habitId: habit.id, goalId: goal.id, skillId: skill.id, subskillId: subskill.id };
}

// The test server's users keep the default time zone, UTC.
const today = new Date().toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

type TArgs = Record<string, unknown>;
type TToolCase = {
  /** The arguments the model sends, and what the proposal then holds in the catalogue's flat form. */
  valid: (account: TAccount) => { args: TArgs; proposed: TArgs };
  /** Arguments the catalogue refuses, and the message it gives. */
  invalid: (account: TAccount) => { args: TArgs; error: string };
};

const toolCases: Record<string, TToolCase> = {
  create_habit: {
    valid: () => ({
      args: { name: 'Stretch', habit_type: 'boolean', schedule: { times: 3, days: 7 } },
      proposed: { name: 'Stretch', habit_type: 'boolean' },
    }),
    invalid: () => ({ args: { name: 'S' }, error: 'Habit name must be at least 2 characters' }),
  },
  update_habit: {
    valid: ({ habitId }) => ({
      args: { habit_id: habitId, target: 30 },
      proposed: { habit_id: habitId, target: 30 },
    }),
    invalid: () => ({
      args: { habit_id: randomUUID(), target: 30 },
      error: 'Habit not found or access denied',
    }),
  },
  log_habit: {
    valid: ({ habitId }) => ({
      args: { habit_id: habitId, value_number: 12 },
      proposed: { habit_id: habitId, value_number: 12, date: today },
    }),
    invalid: ({ habitId }) => ({
      args: { habit_id: habitId, value_number: 12, date: '2999-01-01' },
      error: 'Cannot log habit completion for future dates',
    }),
  },
  set_focus: {
    valid: () => ({
      args: { focus: 'Finish the quarterly report' },
      proposed: { focus: 'Finish the quarterly report', date: today },
    }),
    invalid: () => ({ args: { focus: 'ab' }, error: 'Focus text must be at least 3 characters' }),
  },
  create_goal: {
    valid: () => ({
      args: { name: 'Read 12 books', target_value: 12, unit: 'books', end_date: '2027-12-31' },
      proposed: { title: 'Read 12 books', target_value: 12, unit: 'books', end_date: '2027-12-31' },
    }),
    invalid: () => ({ args: { name: 'Go' }, error: 'Goal title must be at least 3 characters' }),
  },
  update_goal: {
    valid: ({ goalId }) => ({
      args: { goal_id: goalId, status: 'completed' },
      proposed: { goal_id: goalId, status: 'completed' },
    }),
    invalid: ({ goalId }) => ({
      args: { goal_id: goalId, status: 'abandoned' },
      error: 'Goal status must be active, paused or completed',
    }),
  },
  create_goal_baseline: {
    valid: ({ goalId }) => ({
      args: { goal_id: goalId, metric: 'Longest run', value: 12, unit: 'km' },
      proposed: { goal_id: goalId, metric: 'Longest run', value: 12, unit: 'km' },
    }),
    invalid: ({ goalId }) => ({
      args: { goal_id: goalId, metric: 'Longest run', value: -1 },
      error: 'Baseline value must be between 0 and 10,000,000',
    }),
  },
  link_habit_to_goal: {
    valid: ({ habitId, goalId }) => ({
      args: { habit_id: habitId, goal_id: goalId, contribution: 2 },
      proposed: { habit_id: habitId, goal_id: goalId, contribution: 2 },
    }),
    invalid: ({ habitId, goalId }) => ({
      args: { habit_id: habitId, goal_id: goalId, contribution: 9 },
      error: 'Contribution must be between 0 and 5',
    }),
  },
  link_habit_to_skill: {
    valid: ({ habitId, skillId }) => ({
      args: { habit_id: habitId, skill_id: skillId, weight: 3 },
      proposed: { habit_id: habitId, skill_id: skillId, weight: 3 },
    }),
    invalid: ({ habitId, skillId }) => ({
      args: { habit_id: habitId, skill_id: skillId, weight: 9 },
      error: 'Weight must be between 0 and 5',
    }),
  },
  create_skill_entry: {
    valid: ({ skillId, subskillId }) => ({
      args: { skill_id: subskillId, parent_skill_id: skillId, seconds: 1800, quality_rating: 4 },
      proposed: { skill_id: subskillId, parent_skill_id: skillId, seconds: 1800, date: today },
    }),
    invalid: ({ skillId, subskillId }) => ({
      args: { skill_id: subskillId, parent_skill_id: skillId, seconds: 0 },
      error: 'Practice time must be between 1 second and 24 hours',
    }),
  },
  update_skill_baseline: {
    valid: ({ skillId }) => ({
      args: { skill_id: skillId, baseline_hours: 12 },
      proposed: { skill_id: skillId, baseline_hours: 12 },
    }),
    invalid: ({ skillId }) => ({
      args: { skill_id: skillId, baseline_hours: 20_000 },
      error: 'Baseline hours must be between 0 and 10,000',
    }),
  },
  create_user_subskill: {
    valid: ({ skillId }) => ({
      args: { parent_skill_id: skillId, name: 'Fingerstyle' },
      proposed: { parent_skill_id: skillId, name: 'Fingerstyle' },
    }),
    invalid: ({ skillId }) => ({
      args: { parent_skill_id: skillId, name: 'F' },
      error: 'Subskill name must be at least 2 characters',
    }),
  },
  create_focus_session: {
    valid: ({ goalId }) => ({
      args: { minutes: 25, goal_id: goalId },
      proposed: { minutes: 25, goal_id: goalId },
    }),
    invalid: () => ({ args: { minutes: 600 }, error: 'Focus session must be between 1 and 480 minutes' }),
  },
  create_daily_insights: {
    valid: () => ({
      args: { insights: { summary: 'A steady day' }, metrics: { completion: 0.8 } },
      proposed: { date: today, insights: { summary: 'A steady day' }, metrics: { completion: 0.8 } },
    }),
    invalid: () => ({ args: { insights: 'a steady day' }, error: 'Insights must be an object' }),
  },
  schedule_day: {
    valid: () => ({
      args: { date: tomorrow, sessions: [{ title: 'Deep work', start_time: '9am', end_time: '10:30' }] },
      proposed: {
        date: tomorrow,
        sessions: [{ title: 'Deep work', start_time: '09:00', end_time: '10:30' }],
      },
    }),
    invalid: () => ({ args: { date: tomorrow, sessions: [] }, error: 'At least one session is required' }),
  },
  update_user_preferences: {
    valid: () => ({
      args: { week_start: 'sunday', units: 'imperial' },
      proposed: { week_start: 'sunday', units: 'imperial' },
    }),
    invalid: () => ({
      args: { week_start: 'someday' },
      error: 'Week start must be a weekday name, such as monday',
    }),
  },
  batch: {
    valid: () => {
      const steps = [
        { type: 'create_habit', name: 'Walk', habit_type: 'boolean' },
        { type: 'create_goal', name: 'Walk 500 km' },
        { type: 'link_habit_to_goal', habit_id: '$1', goal_id: '$2' },
      ];
      return {
        args: { actions: steps },
        proposed: {
          actions: [
            { type: 'create_habit', name: 'Walk' },
            { type: 'create_goal', title: 'Walk 500 km' },
            { type: 'link_habit_to_goal', habit_id: '$1', goal_id: '$2' },
          ],
        },
      };
    },
    invalid: ({ goalId }) => ({
      args: {
        actions: [
          { type: 'link_habit_to_goal', habit_id: '$2', goal_id: goalId },
          { type: 'create_habit', name: 'Walk' },
        ],
      },
      error:
        'Nested action invalid: step 1: Step reference $2 must point to an earlier step (this is step 1)',
    }),
  },
};

const tools = buildActionTools();
const toolNames = tools.map((tool) => tool.function.name);

/** A JSON text cut into three pieces, as models stream a tool call's arguments. */
function inChunks(value: unknown): string[] {
  const text = JSON.stringify(value);
  const third = Math.ceil(text.length / 3);
  return [text.slice(0, third), text.slice(third, 2 * third), text.slice(2 * third)];
}

/** POST /api/coach/chat as the web app sends it (streamed), the events as its parser reads them. */
async function chat(account: TAccount, content: string) {
  const response = await server.app.request('/api/coach/chat', {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      accept: 'text/event-stream',
      cookie: account.user.cookie,
    },
    body: JSON.stringify({ messages: [{ role: 'user', content }] }),
  });
  expect(response.status).toBe(200);
  const parser = createChatStreamParser();
  return [...parser.push(await response.text()), ...parser.end()];
}

const proposalOf = (events: TChatStreamEvent[]) =>
  events.find((event): event is Extract<TChatStreamEvent, { type: 'action' }> => event.type === 'action')
    ?.action;
const replyOf = (events: TChatStreamEvent[]) =>
  events.find((event): event is Extract<TChatStreamEvent, { type: 'reply' }> => event.type === 'reply')
    ?.reply;

describe('every tool of the OpenAI coach, through a stand-in model speaking the OpenAI protocol', () => {
  it('covers exactly the tools the coach offers', () => {
    expect([...toolNames].sort()).toEqual(Object.keys(toolCases).sort());
  });

  describe.each(toolNames)('%s', (name) => {
    const toolCase = toolCases[name];
    const tool = tools.find((entry) => entry.function.name === name);
    if (!toolCase || !tool) throw new Error(`No case for the tool ${name}`);

    it('a streamed call with valid arguments becomes a proposal that /api/actions applies', async () => {
      const account = await createAccount();
      const { args, proposed } = toolCase.valid(account);
      // The arguments are what the tool's schema declares: its required fields, and no others.
      const parameters = tool.function.parameters as { properties: TArgs; required?: string[] };
      expect(Object.keys(parameters.properties)).toEqual(expect.arrayContaining(Object.keys(args)));
      expect(Object.keys(args)).toEqual(expect.arrayContaining(parameters.required ?? []));

      upstream.enqueue({ text: ['Here you go.'], toolCalls: [{ name, arguments: inChunks(args) }] });
      const events = await chat(account, `please do the ${name.replaceAll('_', ' ')}`);
      expect(events.map((event) => event.type)).toEqual(['meta', 'delta', 'action', 'reply', 'done']);
      expect(upstream.requests[0]?.stream).toBe(true);
      expect(upstream.requests[0]?.tools?.map((entry) => entry.function.name)).toContain(name);

      const proposal = proposalOf(events);
      expect(proposal).toMatchObject({
        action: { type: name, ...proposed },
        preview: expect.stringMatching(/\S/),
        idempotency_key: expect.any(String),
      });
      const applied = await server.request('POST', '/api/actions', {
        body: { action: proposal?.action, idempotency_key: proposal?.idempotency_key },
        headers: { cookie: account.user.cookie },
      });
      expect(applied.status, applied.text).toBe(200);
      expect(applied.json.message).toMatch(/\S/);
    });

    it('a streamed call with invalid arguments is refused with the catalogue’s message, not proposed', async () => {
      const account = await createAccount();
      const { args, error } = toolCase.invalid(account);
      upstream.enqueue({ text: ['Here you go.'], toolCalls: [{ name, arguments: inChunks(args) }] });
      const events = await chat(account, `please do the ${name.replaceAll('_', ' ')}`);
      expect(proposalOf(events)).toBeUndefined();
      expect(events.map((event) => event.type)).toEqual(['meta', 'delta', 'delta', 'reply', 'done']);
      expect(replyOf(events)).toBe(`Here you go.\n\nAction validation failed: ${error}`);
    });
  });

  it('changes a pending proposal through the answer_intent tool, checked against the user’s own rows', async () => {
    const account = await createAccount();
    const pending = { type: 'log_habit', habit_id: account.habitId, value_number: 12, date: today };
    const answer = (user_message: string) =>
      server.request('POST', '/api/coach/intent', {
        body: { pending_action: pending, user_message },
        headers: { cookie: account.user.cookie },
      });

    upstream.enqueue({
      toolCalls: [
        { name: 'answer_intent', arguments: inChunks({ intent: 'modify', action: { value_number: 25 } }) },
      ],
    });
    const changed = await answer('make it 25');
    expect(changed.json).toMatchObject({
      intent: 'modify',
      action: {
        action: { type: 'log_habit', habit_id: account.habitId, value_number: 25, date: today },
        preview: `Log Read on ${formatCalendarDate(today)}: nothing → 25 pages`,
      },
    });

    upstream.enqueue({
      toolCalls: [
        {
          name: 'answer_intent',
          arguments: inChunks({ intent: 'modify', action: { habit_id: randomUUID() } }),
        },
      ],
    });
    const foreign = await answer('no, the other habit');
    expect(foreign.json).toEqual({
      intent: 'modify',
      action: null,
      error: 'Action validation failed: Habit not found or access denied',
    });
  });

  it('refuses a tool call whose arguments are not a JSON object, without a proposal', async () => {
    const account = await createAccount();
    upstream.enqueue({ toolCalls: [{ name: 'create_habit', arguments: ['{"name": "Wal', 'k"'] }] });
    const events = await chat(account, 'add a walking habit');
    expect(proposalOf(events)).toBeUndefined();
    expect(replyOf(events)).toContain('Action validation failed: Invalid action format');
  });
});
