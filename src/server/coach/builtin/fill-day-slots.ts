import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findHabit, shareOf } from './find-rows';
import { namesAFocus } from './parse-focus';
import { proposeAction } from './propose-action';
import { findDate } from './read-dates';
import { restoreFocusDayPossessive } from './read-focus-day';
import { findDuration } from './read-quantities';
import { recoverOriginal } from './recover-original';
import { bold, capitalize, formatDay, writeProposal } from './write-reply';

/**
 * Slot filling for the day, used when the classifier reads a message as `set_focus` or
 * `create_focus_session` and the family's own wording did not match: "the one thing i need to get done
 * today is call mum", "record 1 hour of focused work for reading".
 */

/** Where the focus text starts, most telling first; the text after it is the focus. */
const focusStarts: RegExp[] = [
  // "got a big exam tomorrow so that's my focus": a clause that points back names the focus said before it.
  /^(.+?)(?:,|;|\.|\s-|\s+so|\s+and)?\s+(?:that's|that is|that'll be|this is|which is|make (?:that|it)) (?:my |the |today's |tomorrow's )?(?:main |top |big |number one )?(?:focus|priority|main thing)\b/,
  /:\s*(.+)$/,
  // "my focus this tuesday - the tax return": a dash after a spaced word sets the focus off as a colon does
  // (a range of times, "9-5", has no space before its dash).
  /\s-+\s+(.+)$/,
  /\b(?:focus(?:ing)?|concentrat\w*|zero in|all in|locked in|dialed in|honed in) on\s+(.+)$/,
  // "i'm prioritizing the grant proposal", "let sunday be for meal prep", "make saturday about cleaning".
  /\bprioriti[sz]\w*\s+(.+)$/,
  /\b(?:is|be) (?:all )?(?:for|about)\s+(.+)$/,
  /\babout\s+(.+)$/,
  // "make X my priority", "put X as tomorrow's focus": the thing set as the focus comes first.
  /\b(?:make|put|set|have)\s+(.+?)\s+(?:as\s+)?(?:my|the|\S*'s)\s+(?:main |top |number one )?(?:priority|focus|main thing)\b/,
  /\b(?:is|will be|should be)\s+(.+)$/,
  /\bto\s+(.+)$/,
  // "today i'll mostly be on the thesis revisions": what the speaker says they will be at.
  /^\s*(?:i'll|i will|i'm going to|i am going to|gonna)\s+(?:\w+ly\s+|just\s+)?(?:be\s+)?(?:on|at|doing|working on|tackling|handling)\s+(.+)$/,
];
// "i have to clean the house, that's the priority": the speaker's framing is no part of the focus.
const speakerLead =
  /^(?:i(?:'ve| have)? (?:got|have|need|must) to|i'm (?:going to|gonna)|(?:got|have|need) to|gotta)\s+/;
const dayWords = /\s*\b(?:for |on )?(?:today|tomorrow|tonight|this (?:morning|afternoon|evening))\b\s*/g;

function readFocus(request: TCoachRequest, text: string): string | null {
  for (const pattern of focusStarts) {
    const fragment = pattern.exec(text)?.[1];
    if (!fragment) continue;
    const cleaned = fragment
      .replace(speakerLead, '')
      .replace(dayWords, ' ')
      .replace(/[.!?\s]+$/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (namesAFocus(cleaned) && cleaned.split(' ').length <= 12)
      return capitalize(recoverOriginal(request.original, cleaned)).slice(0, 200);
  }
  return null;
}

export function fillSetFocus(request: TCoachRequest): TCoachAnswer | null {
  const { context } = request;
  const text = restoreFocusDayPossessive(request.text);
  const found = findDate(text, context.today, 'future');
  const focus = readFocus(request, found ? text.replace(found.phrase, ' ').replace(/\s+/g, ' ') : text);
  if (focus === null) return null;
  const date = found?.date ?? context.today;
  const reply = writeProposal(
    {
      lead: `I'll set your focus for ${formatDay(date, context.today).replace(/^on /, '')}: ${bold(focus)}.`,
      question: 'Shall I set it?',
    },
    request.guest,
  );
  return proposeAction(request, reply, { type: 'set_focus', focus, date });
}

const focusWords = /\b(?:focus\w*|deep work|pomodoros?|concentrat\w*|undistracted|heads? down)\b/;

export function fillFocusSession(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const duration = findDuration(text);
  // A duration alone is practice or a log; a focus session is named as one.
  if (duration === null || !focusWords.test(text)) return null;
  const minutes = Math.round(duration.seconds / 60);
  const goal = findGoal(text, context);
  const habit = findHabit(text, context);
  const forGoal = goal !== null && shareOf(goal) >= shareOf(habit);
  const found = findDate(text, context.today, 'past');
  const startedAt =
    found && found.date !== context.today
      ? `${found.date}T09:00:00Z`
      : new Date(Date.parse(context.now) - minutes * 60_000).toISOString();
  const action: TCoachAction = {
    type: 'create_focus_session',
    minutes,
    started_at: startedAt,
    ...(forGoal && goal ? { goal_id: goal.row.id } : habit ? { habit_id: habit.row.id } : {}),
  };
  const target =
    forGoal && goal ? ` for ${bold(goal.row.name)}` : habit ? ` for ${bold(habit.row.name)}` : '';
  const reply = writeProposal(
    { lead: `I'll log a ${minutes}-minute focus session${target}.`, question: 'Shall I log it?' },
    request.guest,
  );
  return proposeAction(request, reply, action);
}
