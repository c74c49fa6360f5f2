import { addDays } from '../../../domain/dates/date-key';
import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';
import { findHabit } from './find-rows';
import { withoutHabitKind } from './habit-kind-said';
import { buildCreateHabitAction, describeHabitDraft } from './parse-create-habit';
import { buildCreateGoalAction } from './parse-goal-requests';
import { proposeAction } from './propose-action';
import { readGoalDraft } from './read-goal-draft';
import { readHabitDraft, type THabitDraftText } from './read-habit-draft';
import { findRoutine } from './routine-templates';
import { bold, writeProposal } from './write-reply';

/**
 * Several things at once, proposed as one batch whose later steps name earlier ones by `$n`:
 * routines ("set up a morning routine with three habits and a goal"), lists of habits ("create habits
 * for reading, running and meditation") and a goal with a link ("create a goal to read 30 books by
 * december and link my reading habit to it").
 */

const routineGoalDays = 30;
const routineGoalWeeks = 6;
const maxRoutineHabits = 5;

function buildRoutine(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (
    !/\broutine\b/.test(text) ||
    !/\b(?:set up|setup|create|build|make|start|design|give me|help me|plan|want|need|new)\b/.test(text)
  )
    return null;
  const routine = findRoutine(text);
  if (routine === null) return null;
  const count = Math.min(Math.max(Number(/\b(\d+) habits?\b/.exec(text)?.[1] ?? 3), 1), maxRoutineHabits);
  const drafts = routine.habits.slice(0, count);
  const actions: TCoachAction[] = drafts.map(buildCreateHabitAction);
  const withGoal = /\bgoals?\b/.test(text);
  if (withGoal) {
    const goalStep = actions.length + 1;
    actions.push(
      buildCreateGoalAction({
        title: `Keep my ${routine.label.toLowerCase()} for ${routineGoalDays} days`,
        target_value: routineGoalDays,
        unit: 'days',
        end_date: addDays(context.today, routineGoalWeeks * 7),
      }),
    );
    drafts.forEach((_, index) => {
      actions.push({
        type: 'link_habit_to_goal',
        habit_id: `$${index + 1}`,
        goal_id: `$${goalStep}`,
        contribution: 1,
      });
    });
  }
  const lines = drafts.map((draft) => `${bold(draft.name)} — ${describeHabitDraft(draft)}`);
  if (withGoal)
    lines.push(
      `Goal: ${bold(`Keep my ${routine.label.toLowerCase()} for ${routineGoalDays} days`)} in the next ${routineGoalWeeks} weeks, with each habit linked to it`,
    );
  const reply = writeProposal(
    {
      lead: request.guest
        ? `A simple ${routine.label.toLowerCase()}: ${drafts.map((draft) => draft.name).join(', ')}${withGoal ? ', plus a 30-day goal' : ''}.`
        : `Here's a simple ${routine.label.toLowerCase()} — small enough to keep on busy days:`,
      details: lines,
      tip: 'Start with these; once they stick, make them bigger.',
      question: 'Shall I set it all up?',
    },
    request.guest,
  );
  return proposeAction(request, reply, { type: 'batch', actions });
}

/** "create habits for reading, running and meditation", "add two habits: drink water and stretch". */
function buildHabitList(request: TCoachRequest): TCoachAnswer | null {
  const { text } = request;
  const match = /\bhabits\b\s*(?:for|to|:|-|called|named|of|like)?\s*(.+)/.exec(text);
  // "habits: meditate + journal": "habits" as a label, a list after it, asks for them as a verb would.
  const labelled = /^(?:[a-z0-9]+\s+)?habits\s*(?:[:\-\u2013\u2014]|for\b)/.test(text);
  if (
    !labelled &&
    !/\b(?:create|add|make|start|set up|set (?:me|us) up|(?:get|give) me|new|track|want|build)\b/.test(text)
  )
    return null;
  return (
    (match?.[1] ? proposeHabitList(request, match[1]) : null) ??
    (listBeforeHabits(text) === null ? null : proposeHabitList(request, listBeforeHabits(text) ?? ''))
  );
}

/**
 * "set me up with floss, stretch and journal habits", "add yoga and reading as new habits": the list can come
 * before "habits", the plural saying each item is one. Only a list of two or more is read so.
 */
function listBeforeHabits(text: string): string | null {
  const match =
    /\b(?:with|add|create|make|start|track|set up|want|need|get)\s+(?:me\s+)?(?:some\s+)?(.+?)\s+(?:as\s+)?(?:(?:my\s+)?(?:new|daily|separate|two|three|four|\d)\s+)*habits\b/.exec(
      text,
    );
  const list = match?.[1];
  return list !== undefined && /,|\band\b|\bplus\b|&|\+/.test(list) ? list : null;
}

/**
 * The slot filling for a message the classifier reads as several things at once, when no wording
 * matched: "track sleep and water" is two habits, each named in three words at most.
 */
export function readHabitList(request: TCoachRequest): TCoachAnswer | null {
  // "create habit Stretch, daily tick box": the kind of habit after a comma is no second habit.
  const list = withoutHabitKind(request.text)
    .replace(/^(?:please |can you |could you |i want to |i'd like to |let's )*/, '')
    .replace(/^(?:create|add|make|start|set up|track|build|begin)\s+(?:habits?\s*(?:for|to|of|:)?\s*)?/, '');
  if (list === withoutHabitKind(request.text)) return null;
  const items = list.split(/,|\band\b|\bplus\b|&/).map((item) => item.trim());
  if (items.some((item) => item.split(' ').length > 3)) return null;
  return proposeHabitList(request, list);
}

// "run on tuesdays and thursdays": a piece that is only days goes with the habit before it.
const onlyDays = /^(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?)$/;

function proposeHabitList(request: TCoachRequest, list: string): TCoachAnswer | null {
  const items = list
    .split(/,|\band\b|\bplus\b|&|\+/)
    .map((item) => item.trim())
    .filter((item) => item.length >= 2)
    .reduce<string[]>((joined, item) => {
      const last = joined.at(-1);
      if (last !== undefined && onlyDays.test(item)) joined[joined.length - 1] = `${last} and ${item}`;
      else joined.push(item);
      return joined;
    }, []);
  if (items.length < 2) return null;
  const drafts = items
    .map((item) => readHabitDraft(item, item))
    .filter((draft): draft is THabitDraftText => draft !== null);
  if (drafts.length < 2) return null;
  const reply = writeProposal(
    {
      lead: `I'll create ${drafts.length} habits:`,
      details: drafts.map((draft) => `${bold(draft.name)} — ${describeHabitDraft(draft)}`),
      question: 'Shall I add them?',
    },
    request.guest,
  );
  return proposeAction(request, reply, { type: 'batch', actions: drafts.map(buildCreateHabitAction) });
}

/** "create a goal to … and link my reading habit to it". */
function buildGoalWithLink(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const match =
    /^(.*\bgoal\b.*?)\s*,?\s*(?:and|then)\s+(?:link|connect|attach|tie)\s+(.+?)\s+(?:to|with)\s+(?:it|that|this|the goal|that goal)\b/.exec(
      text,
    );
  if (!match?.[1] || !match[2]) return null;
  const habit = findHabit(match[2], context);
  const draft = readGoalDraft(match[1], request.original, context.today);
  if (habit === null || draft === null) return null;
  const reply = writeProposal(
    {
      lead: `I'll create the goal ${bold(draft.title)} and link ${bold(habit.row.name)} to it, so every day you do it counts.`,
      question: 'Shall I set both up?',
    },
    request.guest,
  );
  return proposeAction(request, reply, {
    type: 'batch',
    actions: [
      buildCreateGoalAction(draft),
      { type: 'link_habit_to_goal', habit_id: habit.row.id, goal_id: '$1', contribution: 1 },
    ],
  });
}

export function parseBatch(request: TCoachRequest): TCoachAnswer | null {
  return buildGoalWithLink(request) ?? buildRoutine(request) ?? buildHabitList(request);
}
