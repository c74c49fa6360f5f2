import { findSimilarName } from '../../../domain/actions/find-similar-name';
import { describeSchedule } from '../../../domain/habits/habit-schedule';
import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';
import { withoutChatter } from './drop-chatter';
import { findBestMatch } from './match-by-name';
import { proposeAction } from './propose-action';
import { proposeHabitTarget } from './propose-target-change';
import { readHabitDraft, type THabitDraftText } from './read-habit-draft';
import { readScheduleWords } from './read-schedule-words';
import { bold, formatAmount, writeProposal } from './write-reply';

// A habit is asked for in so many words, or something is to happen regularly from now on.
const createSignal =
  /\b(?:habit|habits|track|tracking|every ?day|daily|each day|a day|per day|every (?:morning|evening|night)|each (?:morning|evening|night)|nightly|a night|per night|get better at|weekly|a week|per week|remind me to|start (?:to )?\w+ing|get into|build a|i want to (?:start|begin)|i want to \w+ (?:more|regularly))\b/;

export function buildCreateHabitAction(draft: THabitDraftText): TCoachAction {
  const schedule = draft.schedule !== undefined ? { schedule: draft.schedule } : {};
  return draft.target === null && draft.unit === null
    ? { type: 'create_habit', name: draft.name, habit_type: 'boolean', ...schedule }
    : {
        type: 'create_habit',
        name: draft.name,
        habit_type: 'number',
        target: draft.target,
        unit: draft.unit,
        ...schedule,
      };
}

export function describeHabitDraft(draft: THabitDraftText): string {
  const when = draft.schedule !== undefined ? describeSchedule(draft.schedule) : null;
  if (draft.target === null) {
    if (draft.unit !== null) return `counted in ${draft.unit}${when !== null ? `, ${when}` : ''}`;
    return when !== null ? `a yes/no check, ${when}` : 'a yes/no check each day';
  }
  return `${formatAmount(draft.target, draft.unit)} ${when !== null ? `a time, ${when}` : 'a day'}`;
}

/** A reply proposing one habit, shared with the log parser's "you don't have that habit yet". */
/**
 * "I want 10 glasses a day now instead of 8": a new amount said in the unit only one of the user's habits
 * counts, with "now" or "instead of" and no other name, changes that habit's target; it is no new habit
 * named "Now instead of 8".
 */
function ownHabitRetargeted(request: TCoachRequest, draft: THabitDraftText) {
  if (draft.target === null || draft.unit === null) return null;
  if (!/\binstead of \d|\b(?:now|from now on|going forward|these days)\b/.test(request.text)) return null;
  const counted = request.context.habits.filter((habit) => habit.active && habit.unit === draft.unit);
  const [habit] = counted;
  if (counted.length !== 1 || habit === undefined) return null;
  const leftover = draft.name
    .toLowerCase()
    .replace(/\b(?:now|instead|of|from|on|going|forward|these|days|\d+(?:\.\d+)?)\b/g, ' ')
    .trim();
  return leftover === '' || findBestMatch(leftover, [habit]) !== null ? habit : null;
}

export function proposeHabit(request: TCoachRequest, draft: THabitDraftText, lead?: string): TCoachAnswer {
  const retargeted = ownHabitRetargeted(request, draft);
  const retarget =
    retargeted === null || draft.target === null
      ? null
      : proposeHabitTarget(request, retargeted, { value: draft.target, unit: draft.unit, phrase: '' });
  if (retarget !== null) return retarget;
  // "I want to run more often" with Run already tracked: the same name again is no new habit.
  const same = request.context.habits.find(
    (habit) => habit.active && habit.name.trim().toLowerCase() === draft.name.trim().toLowerCase(),
  );
  if (same !== undefined)
    return {
      reply: `You already track ${bold(same.name)}. Should I log it, or change its target or schedule?`,
      action: null,
    };
  const similar = findSimilarName(
    draft.name,
    request.context.habits.map((habit) => habit.name),
  );
  const details = [
    `Name: ${bold(draft.name)}`,
    draft.target === null && draft.unit === null
      ? 'Type: yes/no — tick it off each day'
      : `Target: ${describeHabitDraft(draft)}`,
    ...(similar !== null ? [`Heads-up: you already have a habit called ${bold(similar)}.`] : []),
    ...(draft.schedule !== undefined
      ? [
          `Schedule: ${describeSchedule(draft.schedule)} — the streak counts the ${
            draft.schedule.weekdays === null && draft.schedule.days === 7 ? 'weeks' : 'scheduled days'
          } you keep it, so a rest day breaks nothing.`,
        ]
      : []),
  ];
  const reply = writeProposal(
    {
      lead: lead ?? `Let's build it: a new habit ${bold(draft.name)} — ${describeHabitDraft(draft)}.`,
      details,
      tip: suggestChange(draft),
      question: 'Shall I add this habit?',
    },
    request.guest,
  );
  return proposeAction(request, reply, buildCreateHabitAction(draft));
}

function suggestChange(draft: THabitDraftText): string {
  if (draft.target === null)
    return 'Want to count something instead (minutes, pages, glasses)? Say e.g. "make it 10 minutes".';
  const bigger = formatAmount(Math.max(1, Math.round(draft.target * 1.5)), draft.unit);
  return `To change it first, say e.g. "make it ${bigger}" or "call it …".`;
}

/**
 * "add stretching on mondays and thursdays", "yoga every monday": days of the week it recurs on say "from now on"
 * as a create word does. One day named once ("appreciate the help on friday", "see you on monday") is a date.
 */
function namesRecurringDays(text: string): boolean {
  const words = readScheduleWords(text);
  if (words === null) return false;
  const { weekdays } = words.schedule;
  return weekdays === null || weekdays.length > 1 || /\b(?:every|each)\b|days\b/.test(words.phrase);
}

export function parseCreateHabit(request: TCoachRequest): TCoachAnswer | null {
  if (!createSignal.test(request.text) && !namesRecurringDays(request.text)) return null;
  const draft = readHabitDraft(withoutChatter(request.text, request.context), request.original);
  if (draft === null) {
    return {
      reply: request.guest
        ? 'Happy to set up a habit — what would you like to do, and how often?'
        : 'Happy to set up a habit. What would you like to do, and how much? For example: "read 20 pages every day" or "meditate daily".',
      action: null,
    };
  }
  return proposeHabit(request, draft);
}

/**
 * The slot filling for a message the classifier reads as a new habit with none of the words above ("I'd
 * like to run every other day"): the habit it describes, when that is named in four words at most.
 */
export function readCreateHabit(request: TCoachRequest): TCoachAnswer | null {
  const draft = readHabitDraft(withoutChatter(request.text, request.context), request.original);
  // A long name is more likely stray words than a habit; six words still hold "spend less time on my phone".
  if (draft === null || draft.name.split(' ').length > 6) return null;
  return proposeHabit(request, draft);
}
