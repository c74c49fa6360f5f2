import { addDays } from '../../../domain/dates/date-key';
import { formatTimeOfDay, parseLooseTime } from '../../../domain/dates/parse-loose-time';
import type { THabitSchedule } from '../../../domain/habits/habit-schedule';
import type { TCoachContext } from '../coach-provider';
import type { TCoachAction } from './coach-answer';
import { findBestMatch } from './match-by-name';
import { findDate, monthPattern, type TDateDirection } from './read-dates';
import { findDuration, findQuantity, normalizeUnit } from './read-quantities';
import { readScheduleWords } from './read-schedule-words';
import { findTimeRange } from './read-times';

/**
 * What a follow-up message changes in a pending action: "make it 30 pages" (target, unit kept unless
 * a new one is said), "call it Reading" (name), "tomorrow instead" (date), "at 7am" (a schedule's or
 * a session's start), "weight 2", "quality 5". Returns the changed flat action, or null when the
 * message says nothing that applies to this type.
 */
export function applyChanges(
  action: TCoachAction,
  text: string,
  original: string,
  context: TCoachContext,
): TCoachAction | null {
  const edit = withoutOtherUnit(action, readEdit(text, original, context, action.type), context);
  const apply = editors[action.type];
  const subskill = action.type === 'create_skill_entry' ? otherPartNamed(action, text, context) : null;
  const corrected = subskill === null ? action : { ...action, skill_id: subskill };
  return apply ? apply(corrected, edit) : null;
}

/**
 * "it was fingerstyle not scales", "that was scale work rather than chords" on a pending practice entry:
 * another part of the same skill, named before any "not", is the part practised.
 */
function otherPartNamed(action: TCoachAction, text: string, context: TCoachContext): string | null {
  const before = text.split(/\b(?:not|instead of|rather than)\b/)[0] ?? '';
  // Matched by name as rows are ("scale work" names Scales), among the other parts of the same skill only.
  const siblings = context.subskills.filter(
    (row) => row.parent_skill_id === action.parent_skill_id && row.id !== action.skill_id,
  );
  return findBestMatch(before, siblings)?.row.id ?? null;
}

/** "and 6 glasses of water" after a log of pages: an amount in another habit's unit is no new count. */
function withoutOtherUnit(action: TCoachAction, edit: TEdit, context: TCoachContext): TEdit {
  const habit = context.habits.find((row) => row.id === action.habit_id);
  const unit = edit.amount?.unit ?? null;
  if (action.type !== 'log_habit' || !habit?.unit || unit === null || timeUnits.has(unit)) return edit;
  return normalizeUnit(unit) === normalizeUnit(habit.unit) ? edit : { ...edit, amount: null };
}

/**
 * Whether a follow-up names anything this action has (an amount, a day, a length, a name, a schedule):
 * "8 glasses" after "log 8 glasses", or "every day" after a new daily habit, restates the proposal.
 */
export function namesAnyChange(action: TCoachAction, text: string, original: string, context: TCoachContext) {
  const edit = withoutOtherUnit(action, readEdit(text, original, context, action.type), context);
  const daily = action.type === 'create_habit' && /\b(?:every ?day|daily|each day)\b/.test(text);
  return (
    daily || [edit.amount, edit.seconds, edit.date, edit.name, edit.schedule].some((part) => part !== null)
  );
}

type TEdit = {
  name: string | null;
  amount: { value: number; unit: string | null } | null;
  seconds: number | null;
  date: string | null;
  startMinutes: number | null;
  endMinutes: number | null;
  weight: number | null;
  quality: number | null;
  yesNo: boolean;
  notDone: boolean;
  weekday: string | null;
  units: string | null;
  /** "3 times a week", "on weekdays": a habit's new schedule, read before any amount. */
  schedule: THabitSchedule | null;
  /** "until next friday": the day the habit is back, so a pause ends the day before (decision 0021). */
  until: boolean;
  /** The turn's instant, for a session start that had none. */
  now: string;
  /** "no, make it the budget review": a focus said again in place of the pending one. */
  focus: string | null;
};

// "change the wording to: …", "reword it to …": people name the focus's text, not only "it".
const focusCorrection =
  /^(?:(?:no|nope|nah|actually|wait|sorry|oops|hmm|oh|ok|okay)[,!.]*\s+)*(?:make (?:it|that)|(?:change|switch|swap|set|turn|reword|rephrase|rename)(?: (?:it|that|the (?:wording|words|text|focus|name|title)))? (?:to|for|into)|replace it with|it's|it is|it should be|rather|instead)\s*:?\s+(?:to\s+)?["“]?([^"”!?]{2,100}?)["”]?(?:\s+instead)?[.!]*$/i;

// "actually: finish the cover letter": on a pending focus, what follows a leading "actually" is the focus meant.
const focusSaidAgain =
  /^(?:(?:no|nope|wait|sorry|oops|hmm|oh)[,!.]*\s+)*actually\s*[:,-]?\s+(?!(?:no|nope|nah|not|yes|yeah|yep|ok|okay|fine|good|never ?mind|cancel|forget|don'?t|do not|leave|keep|it|that|this)\b)["“]?([^"”!?]{2,100}?)["”]?[.!]*$/i;

/** The new focus a correction says, unless what it says is a day or a time ("make it tomorrow"). */
function readFocus(original: string, date: unknown, startMinutes: number | null): string | null {
  const trimmed = original.trim();
  const said = (focusCorrection.exec(trimmed) ?? focusSaidAgain.exec(trimmed))?.[1]?.trim() ?? null;
  if (said === null || date !== null || startMinutes !== null) return null;
  return said.charAt(0).toUpperCase() + said.slice(1);
}

function dateDirectionOf(type: string): TDateDirection {
  return ['log_habit', 'create_skill_entry', 'create_focus_session'].includes(type) ? 'past' : 'future';
}

const timeUnits = new Set(['minutes', 'hours', 'seconds']);

const goalTypes = new Set(['create_goal', 'update_goal']);

/**
 * "call it Walking instead", "name it Reading please", "call it Stretch, shorter": the words that close
 * the sentence and a clause after a comma are no part of the name.
 */
function withoutClosingWords(name: string): string {
  return (
    name
      // "call it Hydrate instead 💧": an emoji decorates the message; a name is words.
      .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, ' ')
      .replace(/,.*$/, '')
      .replace(/(?:\s+(?:instead|then|rather|please|pls|thanks|thx|actually|now))+\s*$/i, '')
      .trim()
  );
}

function readEdit(text: string, original: string, context: TCoachContext, type: string): TEdit {
  const { today, now } = context;
  const direction = dateDirectionOf(type);
  const nameMatch =
    /\b(?:call (?:it|that|this)|name (?:it|that|this)|rename (?:it|that|this)(?: to)?|change the name to|title it|named|called|make the name|rename to)\s+["“]?([^"”.!?]{2,100})/i.exec(
      original,
    );
  const weight = /\b(?:weight|contribution|weigh(?:ted)?(?: at)?)\s*(?:of|to|=|:)?\s*(\d+(?:\.\d+)?)\b/.exec(
    text,
  );
  const quality = /\b(?:quality|rating|rated|rate it)\s*(?:of|to|=|:)?\s*(\d)\b/.exec(text);
  const range = findTimeRange(text);
  const at = /\b(?:at|start(?:ing)? at|from)\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)/.exec(text);
  // Ratings, weights and times are numbers too; what is left after them is an amount. Only a new habit
  // has a schedule to change: "on tuesday" after a log or a practice entry is its day.
  const scheduleWords = type === 'create_habit' ? readScheduleWords(text) : null;
  const rest = text
    // "it was 30 not 10": the number said to be wrong is no part of the change.
    .replace(/\b(?:not|instead of|rather than)\s+\d+(?:\.\d+)?(?:\s*(?:min(?:ute)?s?|hours?|pages?))?/, ' ')
    .replace(weight?.[0] ?? '\u0000', ' ')
    .replace(quality?.[0] ?? '\u0000', ' ')
    .replace(range?.phrase ?? '\u0000', ' ')
    .replace(at?.[0] ?? '\u0000', ' ')
    .replace(scheduleWords?.phrase ?? '\u0000', ' ')
    // "45 instead", "30 then": the word after a bare number is no unit of it.
    .replace(/\b(?:instead|rather|then|now|please|pls)\b/g, ' ');
  const date = findDate(rest, today, direction) ?? findDeadlineMonth(rest, today, direction, type);
  const amount = findQuantity(date ? withoutDate(rest, date) : rest);
  const duration = findDuration(rest);
  return {
    name: nameMatch?.[1] === undefined ? null : withoutClosingWords(nameMatch[1]),
    amount: amount ? { value: amount.value, unit: amount.unit } : null,
    seconds: duration?.seconds ?? null,
    date: date?.date ?? null,
    startMinutes: range?.start ?? (at ? parseLooseTime(at[1]?.replace(/\./g, '')) : null),
    endMinutes: range?.end ?? null,
    weight: weight ? Number(weight[1]) : null,
    quality: quality ? Number(quality[1]) : null,
    yesNo: /\b(?:yes\/no|yes or no|tick(?:box)?|checkbox|just (?:a )?check)\b/.test(text),
    notDone: /\b(?:not done|didn't|did not|missed|skipped)\b/.test(text),
    weekday: /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(text)?.[1] ?? null,
    units: /\b(metric|imperial)\b/.exec(text)?.[1] ?? null,
    schedule: scheduleWords?.schedule ?? null,
    // A pause's day said alone ("no, wednesday" after "pause it until tuesday") is the day it is back,
    // as "until" said it; "through the 6th", "the 9th, that day included" is its last paused day.
    until: !/\b(?:through|thru|incl(?:uding|usive|uded)?|inc|last day)\b/.test(text),
    now,
    focus: type === 'set_focus' ? readFocus(original, date, range?.start ?? null) : null,
  };
}

/** "by the end of june 2027": the year belongs to the date, so it is no new target. */
function withoutDate(text: string, date: { date: string; phrase: string }): string {
  const phrase = date.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`${phrase}(?:\\s*,?\\s*${date.date.slice(0, 4)}\\b)?`), ' ');
}

/**
 * "make the deadline may instead", or "no, may" and "make it march instead" on a goal: "may" is a month
 * only where a deadline is spoken of, and a goal's only date is its deadline.
 */
function findDeadlineMonth(text: string, today: string, direction: TDateDirection, type: string) {
  if (/\b(?:deadline|due)\b/.test(text))
    return findDate(
      text.replace(/\b(?:deadline|due)(?:'s)?\s+(?:(?:is|should be|will be|to|date|on|in|of)\s+)*/, 'by '),
      today,
      direction,
    );
  if (!goalTypes.has(type)) return null;
  const month = new RegExp(`\\b${monthPattern}\\b(?:,? 20\\d\\d\\b)?`).exec(text);
  const found = month && findDate(`by ${month[0]}`, today, direction);
  return found ? { date: found.date, phrase: month[0] } : null;
}

type TEditor = (action: TCoachAction, edit: TEdit) => TCoachAction | null;

function changeTarget(action: TCoachAction, edit: TEdit, field: string): TCoachAction {
  if (edit.amount === null) return action;
  const unit = edit.amount.unit ?? action.unit ?? null;
  return { ...action, [field]: edit.amount.value, ...(unit !== null ? { unit } : {}) };
}

const editors: Record<string, TEditor> = {
  create_habit: (action, edit) => {
    if (edit.yesNo) {
      const { target: _target, unit: _unit, ...rest } = action;
      return { ...rest, habit_type: 'boolean', ...(edit.name ? { name: edit.name } : {}) };
    }
    // "4 days is better" after "three days a week": a count of days is the schedule's, not a target.
    const days = edit.amount?.unit === 'days' && isWeekly(action.schedule) ? edit.amount.value : null;
    if (days !== null && days <= 7)
      return { ...action, schedule: { ...(action.schedule as Record<string, unknown>), times: days } };
    const changed = changeTarget(action, edit, 'target');
    return {
      ...changed,
      ...(edit.schedule ? { schedule: edit.schedule } : {}),
      ...(edit.amount ? { habit_type: 'number' } : {}),
      ...(edit.name ? { name: edit.name } : {}),
    };
  },
  update_habit: (action, edit) => {
    if (isPause(action.pause) && edit.date !== null)
      return { ...action, pause: pauseEnded(action.pause, edit) };
    return { ...changeTarget(action, edit, 'target'), ...(edit.name ? { name: edit.name } : {}) };
  },
  log_habit: (action, edit) => {
    let changed: TCoachAction = { ...action, ...(edit.date ? { date: edit.date } : {}) };
    if (edit.notDone) changed = { ...changed, value_boolean: false };
    if (
      edit.seconds !== null &&
      (action.time_tracked_seconds !== undefined || action.value_number === undefined)
    )
      changed = { ...changed, time_tracked_seconds: edit.seconds };
    else if (edit.amount !== null && !timeUnits.has(edit.amount.unit ?? ''))
      changed = { ...changed, value_number: edit.amount.value };
    return changed;
  },
  create_goal: (action, edit) => ({
    ...changeTarget(action, edit, 'target_value'),
    ...retitle(action, edit),
    ...(edit.name ? { title: edit.name } : {}),
    ...(edit.date ? { end_date: edit.date } : {}),
  }),
  update_goal: (action, edit) => ({
    ...changeTarget(action, edit, 'target_value'),
    ...(edit.name ? { name: edit.name } : {}),
    ...(edit.date ? { end_date: edit.date } : {}),
  }),
  set_focus: (action, edit) => ({
    ...action,
    ...(edit.date ? { date: edit.date } : {}),
    ...((edit.name ?? edit.focus) ? { focus: edit.name ?? edit.focus } : {}),
  }),
  schedule_day: (action, edit) => ({
    ...action,
    ...(edit.date ? { date: edit.date } : {}),
    ...(edit.startMinutes !== null ? { sessions: moveFirstSession(action.sessions, edit) } : {}),
  }),
  create_skill_entry: (action, edit) => ({
    ...action,
    ...(edit.seconds !== null ? { seconds: edit.seconds } : {}),
    // "make it 30": a bare number is the session's minutes, as on a focus session.
    ...(edit.seconds === null && edit.amount?.unit === null ? { seconds: edit.amount.value * 60 } : {}),
    ...(edit.quality !== null ? { quality_rating: edit.quality } : {}),
    ...(edit.date ? { date: edit.date } : {}),
  }),
  create_focus_session: (action, edit) => ({
    ...action,
    ...(edit.seconds !== null ? { minutes: Math.round(edit.seconds / 60) } : {}),
    // "make it 40": a bare number is the session's minutes.
    ...(edit.seconds === null && edit.amount?.unit === null ? { minutes: edit.amount.value } : {}),
    ...(edit.date || edit.startMinutes !== null ? { started_at: moveStart(action.started_at, edit) } : {}),
  }),
  update_skill_baseline: (action, edit) =>
    edit.amount ? { ...action, baseline_hours: edit.amount.value } : action,
  create_goal_baseline: (action, edit) => changeTarget(action, edit, 'value'),
  link_habit_to_goal: (action, edit) => {
    const value = edit.weight ?? edit.amount?.value ?? null;
    return value === null ? action : { ...action, contribution: value };
  },
  link_habit_to_skill: (action, edit) => {
    const value = edit.weight ?? edit.amount?.value ?? null;
    return value === null ? action : { ...action, weight: value };
  },
  create_user_subskill: (action, edit) => (edit.name ? { ...action, name: edit.name } : action),
  update_user_preferences: (action, edit) => ({
    ...action,
    ...(edit.weekday ? { week_start: edit.weekday } : {}),
    ...(edit.units ? { units: edit.units } : {}),
  }),
};

function isWeekly(schedule: unknown): boolean {
  return typeof schedule === 'object' && schedule !== null && (schedule as { days?: unknown }).days === 7;
}

/**
 * The pause with the end a correction says. A weekday that would end the pause before it starts ("until
 * saturday" said on a Saturday) is next week's: a pause never ends before its first day.
 */
function pauseEnded(pause: Record<string, unknown>, edit: TEdit): Record<string, unknown> {
  const end = edit.until ? addDays(edit.date as string, -1) : (edit.date as string);
  const start = typeof pause.start === 'string' ? pause.start : end;
  return { ...pause, end: edit.weekday !== null && end < start ? addDays(end, 7) : end };
}

function isPause(pause: unknown): pause is Record<string, unknown> {
  return typeof pause === 'object' && pause !== null;
}

/** "Run 100 km" becomes "Run 150 km" when the target changes, so the title does not contradict it. */
function retitle(action: TCoachAction, edit: TEdit): Record<string, unknown> {
  const { title, target_value: old } = action;
  if (edit.amount === null || typeof title !== 'string' || typeof old !== 'number') return {};
  const pattern = new RegExp(`\\b${String(old).replace('.', '\\.')}\\b`);
  return pattern.test(title) ? { title: title.replace(pattern, String(edit.amount.value)) } : {};
}

/** "at 7am" moves the first block and keeps its length; "from 8 to 10" sets both ends. */
function moveFirstSession(sessions: unknown, edit: TEdit): unknown {
  if (!Array.isArray(sessions) || sessions.length === 0 || edit.startMinutes === null) return sessions;
  const [first, ...others] = sessions as Record<string, unknown>[];
  const start = parseLooseTime(first?.start_time);
  const end = parseLooseTime(first?.end_time);
  const length = start !== null && end !== null && end > start ? end - start : 60;
  const newEnd = edit.endMinutes ?? Math.min(edit.startMinutes + length, 1440);
  return [
    { ...first, start_time: formatTimeOfDay(edit.startMinutes), end_time: formatTimeOfDay(newEnd) },
    ...others,
  ];
}

function moveStart(startedAt: unknown, edit: TEdit): string {
  const current = typeof startedAt === 'string' ? startedAt : edit.now;
  const date = edit.date ?? current.slice(0, 10);
  const time = edit.startMinutes !== null ? formatTimeOfDay(edit.startMinutes) : current.slice(11, 16);
  return `${date}T${time}:00Z`;
}
