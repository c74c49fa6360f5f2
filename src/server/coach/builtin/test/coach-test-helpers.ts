import { expect } from 'vitest';
import type { TCoachContext } from '../../coach-provider';
import { findKnowledge } from '../answer-from-knowledge';
import { answerInConversation } from '../answer-in-conversation';
import { answerMessage } from '../answer-message';
import { fixtures } from '../eval/coach-fixtures';
import { standardAccount } from '../eval/coach-standard-fixture';
import { evaluateConversations, type TConversationCase } from '../eval/evaluate-coach-answers';
import { normalizeMessage } from '../normalize-message';

/**
 * What the round tests share: a message answered on the standard account (today Saturday 2026-11-28, weeks
 * from Monday), turns driven as the web app drives them, and the action shapes the cases expect. One helper,
 * so a change to how the harness drives a chat reaches every round's tests at once.
 */

/** A message answered signed in on the standard account (or another context). */
export const answer = (message: string, context: TCoachContext = standardAccount) =>
  answerMessage(message, context, false);

/** A message answered on the standard account, or as a guest (the guest fixture, signed out). */
export const answerAs = (message: string, guest = false) =>
  answerMessage(message, guest ? fixtures.guest : standardAccount, guest);

/** The user's turns alone (no reply between them) answered in conversation on the standard account. */
export const answerTurns = (...turns: string[]) =>
  answerInConversation(
    turns.map((content) => ({ role: 'user' as const, content })),
    standardAccount,
    false,
  );

/** The standard account's habits, goals and skills: what a question may name. */
export const standardRows = [...standardAccount.habits, ...standardAccount.goals, ...standardAccount.skills];

/** A message answered signed in on the request batches' account (habits, goals and skills; today Thursday 2026-03-12). */
export const answerActive = (message: string) => answer(message, fixtures.active_user);

/** The id of the standard account's habit of that name. */
export const habitId = (name: string) => standardAccount.habits.find((habit) => habit.name === name)?.id;

/** The action a request proposes, on the request batches' account (habits, goals and skills; today Thursday 2026-03-12). */
export const proposed = (message: string, context: TCoachContext = fixtures.active_user) =>
  answer(message, context).action;

/** The action a request proposes on the standard account. */
export const request = (message: string) => answerMessage(message, standardAccount, false).action;

/** The name of the habit a message proposes to create (for a new user by default), or null. */
export const habitNameOf = (message: string, context: TCoachContext = fixtures.new_user) => {
  const action = proposed(message, context);
  return action?.type === 'create_habit' ? action.name : null;
};

/** A question answered with no proposal, its reply naming every figure (or name, or link) given. */
export function expectFigure(message: string, ...figures: string[]) {
  const { reply, action } = answer(message);
  expect(action).toBeNull();
  for (const figure of figures) expect(reply).toContain(figure);
}

/** The turns driven as the web app drives them (the harness's rules), and the misses: none when right. */
export function converse(turns: string[], expect: TConversationCase['expect']) {
  return evaluateConversations([{ id: turns.join(' → '), turns, expect }]).misses.map((miss) => miss.why);
}

/** A log proposal as the action the coach makes: a number, or done / not done. */
export const log = (habit: string, date: string, value: number | boolean) => ({
  type: 'log_habit',
  habit_id: habit,
  date,
  ...(typeof value === 'boolean' ? { value_boolean: value } : { value_number: value }),
});

/** A log proposal as a conversation case expects it: the action's type beside its args. */
export const asLogCase = (expected: ReturnType<typeof log>) => {
  const { type, ...args } = expected;
  return { action: { type, args } };
};

/** The help page a question finds, or null. */
export const pageFor = (question: string) => findKnowledge(normalizeMessage(question))?.passage.page ?? null;

/** A done log's fields as a case's expected args (which name no type: the action's is said beside them). */
export const logArgs = (habit: string, date: string) => ({ habit_id: habit, date, value_boolean: true });

/** 20 minutes of Scales (under Guitar) on the standard account's today: a practice entry awaiting a reply. */
export const pendingScales = {
  type: 'create_skill_entry',
  skill_id: 'ss-scales',
  parent_skill_id: 's-guitar',
  seconds: 1200,
  date: '2026-11-28',
};
