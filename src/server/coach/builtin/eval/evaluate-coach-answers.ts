import type { TChatMessage } from '../../../../domain/coach/chat-types';
import { classifyPendingReply } from '../../../../domain/coach/pending-reply';
import { contentPath } from '../../../../domain/content/validate-content';
import type { TCoachContext } from '../../coach-provider';
import { answerInConversation } from '../answer-in-conversation';
import { answerChat } from '../answer-while-pending';
import type { TCoachAction } from '../coach-answer';
import { interpretPendingReply } from '../interpret-pending-reply';
import { fixtures } from './coach-fixtures';
import { asPracticeEntry, canonicalAction, matchesExpected } from './evaluate-builtin-coach';

/**
 * The question and conversation sets of issue 36 (eval/coach-questions-*.json, coach-conversations-*.json,
 * written by someone who had not read the parser): each case is run on the "standard" account, and a
 * conversation is driven as the web app drives it (use-coach-chat.ts): with a proposal pending, a plain
 * yes or no settles it, a new request replaces it, anything else goes to the intent call.
 */

type TExpectedAction = { type: string; args?: Record<string, unknown> };
export type TQuestionCase = {
  id: string;
  message: string;
  kind: 'how-to' | 'data' | 'small-talk' | 'request';
  guest?: boolean;
  expect: { answer?: boolean; sources?: string[]; mentions?: string[]; action?: TExpectedAction };
};
export type TConversationCase = {
  id: string;
  turns: string[];
  expect: { answer?: boolean; cancelled?: boolean; action?: TExpectedAction };
};
export type TAnswerMiss = {
  id: string;
  said: string;
  reply: string;
  action: TCoachAction | null;
  why: string;
};
export type TAnswerReport = { total: number; passed: number; misses: TAnswerMiss[] };

const fallback = /I'm not sure what you'd like|I didn't quite catch that/;

/** "Read", "Run a marathon", "Scales": the sets name rows; the fixture's ids are what actions carry. */
function resolveNames(value: unknown, context: TCoachContext): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveNames(item, context));
  if (value === null || typeof value !== 'object') return value;
  const rows = [...context.habits, ...context.goals, ...context.skills, ...context.subskills];
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (!/_id$/.test(key) || typeof field !== 'string') return [key, resolveNames(field, context)];
      const row = rows.find((candidate) => candidate.name.toLowerCase() === field.toLowerCase());
      return [key, row?.id ?? field];
    }),
  );
}

/**
 * A batch's steps written as cases are (`{type, args: {...}}`, as development set 5 spells them) or flat, as
 * actions carry them (`{type, habit_id, ...}`, as the older sets do): both name the same step.
 */
export function flattenSteps(args: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(args.actions)) return args;
  const steps = args.actions.map((step: unknown) => {
    if (step === null || typeof step !== 'object') return step;
    const { args: stepArgs, ...rest } = step as Record<string, unknown>;
    return stepArgs !== null && typeof stepArgs === 'object' ? { ...rest, ...stepArgs } : step;
  });
  return { ...args, actions: steps };
}

export function expectedAction(expected: TExpectedAction, context: TCoachContext): unknown {
  // A new habit's own type ("number") is the action's habit_type: the action's type is create_habit.
  const { type: habitType, ...args } = flattenSteps(expected.args ?? {});
  const fields = habitType === undefined ? args : { ...args, habit_type: habitType };
  return canonicalAction(resolveNames({ ...fields, type: expected.type }, context));
}

/** Why an answer misses what the case expects, or null when it is right. */
function judge(
  expect: TQuestionCase['expect'] & TConversationCase['expect'] & { nothingToQuote?: boolean },
  reply: string,
  action: TCoachAction | null,
  context: TCoachContext,
  cancelled = false,
): string | null {
  if (expect.cancelled) return cancelled ? null : 'not cancelled';
  if (expect.action) {
    const actual = expect.action.type === 'create_skill_entry' ? asPracticeEntry(action) : action;
    const right = matchesExpected(expectedAction(expect.action, context), canonicalAction(actual));
    return right ? null : `expected ${JSON.stringify(expect.action)}`;
  }
  if (action !== null) return 'proposed an action to a question';
  if (cancelled) return 'cancelled';
  if (fallback.test(reply)) return 'fell back to "not sure"';
  const sources = expect.sources ?? [];
  const links = sources.map((source) => `](${contentPath(...(source.split('/') as [string, string]))})`);
  if (sources.length > 0 && !links.some((link) => reply.includes(link)))
    return `no link to ${sources.join(' or ')}`;
  // A how-to question nothing in content/ answers: the coach says so and points to the lessons, never advice of its own.
  if (expect.nothingToQuote && !reply.includes('](/in/education)')) return 'no pointer to /in/education';
  const missing = (expect.mentions ?? []).filter((mention) => !reply.includes(mention));
  return missing.length > 0 ? `does not mention ${missing.join(', ')}` : null;
}

export function evaluateQuestions(cases: readonly TQuestionCase[]): TAnswerReport {
  const misses: TAnswerMiss[] = [];
  for (const evalCase of cases) {
    const guest = evalCase.guest === true;
    const context = guest ? fixtures.guest : fixtures.standard;
    const messages: TChatMessage[] = [{ role: 'user', content: evalCase.message }];
    const { reply, action } = answerInConversation(messages, context, guest);
    const nothingToQuote = evalCase.kind === 'how-to' && (evalCase.expect.sources ?? []).length === 0;
    const why = judge({ ...evalCase.expect, nothingToQuote }, reply, action, context);
    if (why !== null) misses.push({ id: evalCase.id, said: evalCase.message, reply, action, why });
  }
  return { total: cases.length, passed: cases.length - misses.length, misses };
}

export type TState = {
  messages: TChatMessage[];
  pending: TCoachAction | null;
  cancelled: boolean;
  reply: string;
};

/** One turn as the panel sends it: to the intent call when a proposal is pending, else to the chat. */
export function sendTurn(state: TState, text: string, context: TCoachContext): TState {
  const messages: TChatMessage[] = [...state.messages, { role: 'user', content: text }];
  if (state.pending !== null) {
    const kind = classifyPendingReply(text);
    if (kind === 'deny') return { messages, pending: null, cancelled: true, reply: '' };
    if (kind === 'confirm') return { messages, pending: state.pending, cancelled: false, reply: '' };
    if (kind === 'ask_intent') {
      const answer = interpretPendingReply(state.pending, text, context);
      if (answer.intent === 'deny') return { messages, pending: null, cancelled: true, reply: '' };
      const pending = answer.intent === 'modify' ? (answer.action as TCoachAction) : state.pending;
      return { messages, pending, cancelled: false, reply: '' };
    }
  }
  const { reply, action } = answerChat(messages, context, false);
  return {
    messages: [...messages, { role: 'assistant', content: reply }],
    pending: action,
    cancelled: false,
    reply,
  };
}

export function evaluateConversations(cases: readonly TConversationCase[]): TAnswerReport {
  const misses: TAnswerMiss[] = [];
  const context = fixtures.standard;
  for (const evalCase of cases) {
    let state: TState = { messages: [], pending: null, cancelled: false, reply: '' };
    for (const turn of evalCase.turns) state = sendTurn(state, turn, context);
    const why = judge(evalCase.expect, state.reply, state.pending, context, state.cancelled);
    if (why !== null)
      misses.push({
        id: evalCase.id,
        said: evalCase.turns.join(' → '),
        reply: state.reply,
        action: state.pending,
        why,
      });
  }
  return { total: cases.length, passed: cases.length - misses.length, misses };
}
