import { asksForNewThing } from './asks-for-new-thing';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findHabit, namesGoalInFull, shareOf } from './find-rows';
import { withoutClosingTimeWords } from './habit-name-words';
import { renameInOtherWords } from './new-name-wordings';
import { proposeAction } from './propose-action';
import { proposeHabitTarget } from './propose-target-change';
import { findDate } from './read-dates';
import { readHabitUnitChange, type THabitUnitChange } from './read-habit-unit-change';
import { findQuantity, withoutSetAside } from './read-quantities';
import { daysDescribeHabit, readScheduleWords, type TScheduleWords } from './read-schedule-words';
import { recoverOriginal } from './recover-original';
import { reviveWords } from './revive-words';
import { withoutNameAside } from './without-name-aside';
import { bold, capitalize, formatAmount, writeProposal } from './write-reply';

/**
 * Changes to a habit the user has: "rename Read to Reading", "change my water target to 10 glasses",
 * "archive the stretch habit", "restore my stretch habit". Deleting is offered as archiving, which
 * keeps the history.
 */

// "get journal off my list for good": off the list, or for good, is archiving too; so is a habit turned off
// like a switch ("turn off the stretch habit", "switch journal off") or one the user is done with ("…, i'm done
// with it"; "done with my run for today" is a report).
const archiveWords =
  /\b(?:archive|turn(?:ed)? off|switch(?:ed)? off|(?:turn|switch) (?:my |the )?[a-z ]{2,30} off|(?:i'm|i am|im) (?:so |totally |completely )?done with (?:it|that|this|them)(?! for (?:today|tonight|now|the day))|stop tracking|stop doing|remove|delete|hide|drop|retire|get rid of|quit|disable|no longer (?:want|need) to (?:track|do|log)|off (?:my|the) (?:list|tracker|habits)|for good)\b/;
const restoreWords =
  /\b(?:unarchive|un-archive|restore|bring back|reactivate|resume|unpause|re-?enable|start tracking .+ again)\b/;
const targetWords =
  /\b(?:target|change|set|bump|increase|decrease|raise|lower|reduce|adjust|instead of|up to|down to)\b/;

// Where a second change starts after a new name: a target ("and make it 10"), or a deadline ("and push it
// to july").
export const secondChange =
  /\s+(?:and|,)\s+(?=(?:then\s+)?(?:make|set|change|bump|raise|lower|with|its|the target|target|push|move|extend|postpone|delay|give)\b)/;

export function parseUpdateHabit(request: TCoachRequest): TCoachAnswer | null {
  const { text, context, original } = request;
  if (asksForNewThing(text)) return null;
  const unitChange = readHabitUnitChange(text, context);
  if (unitChange !== null) return proposeUnitChange(request, unitChange);
  const rename =
    /\b(?:rename|retitle|relabel|call)\s+(?:my |the )?(.+?)\s+(?:habit\s+)?(?:to|as)\s+["“'‘]?([^"”]+?)["”'’]?[.!]*$/.exec(
      text,
    ) ??
    // "I want journal to be called Morning pages", "stretch should be named Mobility from now on", "i'd
    // rather Journal were called Diary", "i'd like Run renamed Jog".
    /^(?:.*?\b(?:want|like|need|rather|prefer)\s+)?(?:my |the )?(.+?)\s+(?:habit\s+)?(?:(?:to be|should (?:now )?be|will be|is now|be|were|was) (?:called|named|renamed(?: to)?)|renamed(?: to)?)\s+["“']?([^"”']+?)["”']?(?:\s+(?:from now on|instead|now|going forward))?[.!]*$/.exec(
      text,
    ) ??
    renameInOtherWords(text);
  const scope = rename?.[1] ?? text;
  const habit = findHabit(scope, context);
  if (habit === null) return null;
  const goal = findGoal(text, context);
  // "the marathon goal" is a goal even when a habit shares a word with it.
  if (goal !== null && /\bgoal\b/.test(text) && shareOf(goal) > habit.share) return null;
  if (rename && namesGoalInFull(scope, context, habit.row.name)) return null;
  const name = habit.row.name;

  if (rename?.[2]) {
    // "rename Drink water to Hydrate and make the target 10 glasses": the name ends where a second change starts.
    const [namePart = '', alsoPart = ''] = rename[2].split(secondChange);
    const newName = capitalize(
      recoverOriginal(original, withoutClosingTimeWords(withoutNameAside(namePart.trim()))),
    );
    const target = alsoPart ? findQuantity(alsoPart) : null;
    const targetNote = target
      ? ` and set its target to ${formatAmount(target.value, target.unit ?? habit.row.unit)} a day`
      : '';
    return propose(
      request,
      `I'll rename ${bold(name)} to ${bold(newName)}${targetNote}. Your history stays as it is.`,
      {
        habit_id: habit.row.id,
        name: newName,
        ...(target ? { target: target.value, ...(target.unit ? { unit: target.unit } : {}) } : {}),
      },
    );
  }
  if (restoreWords.test(text) || reviveWords.test(text))
    return propose(request, `I'll bring ${bold(name)} back to your active habits.`, {
      habit_id: habit.row.id,
      active: true,
    });
  // "drop the water target to 5 glasses", "drop guitar practice to 20 minutes" change the target; "drop
  // water" archives it.
  const newAmount = findQuantity(text) !== null && /\b(?:target|to \d)/.test(text);
  if (archiveWords.test(text) && !newAmount) {
    const note = /\b(?:delete|remove|get rid of)\b/.test(text)
      ? " I can't delete habits from chat, but archiving hides it and keeps its history — you can restore it any time."
      : ' Its history is kept and you can restore it any time.';
    return propose(request, `I'll archive ${bold(name)}.${note}`, { habit_id: habit.row.id, active: false });
  }
  const schedule = newSchedule(text);
  if (schedule !== null)
    return propose(request, `I'll put ${bold(name)} on a new schedule: ${schedule.phrase}.`, {
      habit_id: habit.row.id,
      schedule: schedule.schedule,
    });
  if (targetWords.test(text) && !namesOneDay(text, context.today)) {
    const said = findQuantity(withoutSetAside(text));
    if (said === null) return null;
    return proposeHabitTarget(request, habit.row, said);
  }
  return null;
}

// "now" and "should be" say the days differ from what they were ("run on mondays and fridays now").
const scheduleChange =
  /\b(?:change|switch|move|make|turn|set|only|now|from now on|going forward|these days|instead|schedule|reschedule|should be|has to be|needs to be)\b/;

/**
 * "change Stretch to 3 times a week", "meditate only on weekdays from now on": a habit's new schedule, said
 * with a word that changes it and no amount beside it (a new target is read apart). A count a week ("cut
 * journal to 4 days a week", "stretch 2x/week") needs no such word: a daily target is never counted by
 * the week.
 */
function newSchedule(text: string): TScheduleWords | null {
  const said = readScheduleWords(lastClauseWithDays(text));
  const countedByWeek = said?.schedule.weekdays === null && said.schedule.days === 7;
  if (said === null || !(countedByWeek || scheduleChange.test(text))) return null;
  if (findQuantity(text.replace(said.phrase, ' ')) !== null) return null;
  const phrase = said.phrase.replace(/^,?\s*/, '').trim();
  // "on tuesday" is a day, not a schedule; "a tuesday habit" is one.
  if (/^(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day$/.test(phrase) && !daysDescribeHabit(text))
    return null;
  return { schedule: said.schedule, phrase };
}

// "weekends are chaos, so move journal to weekdays": days in a reason before the request are not the new ones.
const reasonBreak = /,\s*(?:so|but|hence|therefore)\s+|\s[-\u2013\u2014]\s|;\s*/;

/** The last clause that names days, so a request's own days win over those of the reason said first. */
function lastClauseWithDays(text: string): string {
  const clauses = text.split(reasonBreak);
  return clauses.findLast((clause) => readScheduleWords(clause) !== null) ?? text;
}

/**
 * "set monday water to 3 glasses", "change today's water to 4": a day named makes it that day's log, not
 * the daily target — unless the day is when a new target starts ("from today on").
 */
export function namesOneDay(text: string, today: string): boolean {
  const day = findDate(text, today, 'past');
  if (day === null) return false;
  const before = text.slice(0, text.indexOf(day.phrase.trim()));
  return !/\b(?:from|starting|as of|beginning|since)\s*$/.test(before);
}

function propose(request: TCoachRequest, lead: string, changes: Record<string, unknown>): TCoachAnswer {
  const reply = writeProposal({ lead, question: 'Shall I go ahead?' }, request.guest);
  return proposeAction(request, reply, { type: 'update_habit', ...changes });
}

/**
 * "count run in miles instead", "meditate should be counted in minutes now, 15 a day": the new unit, with the
 * target said beside it (a yes/no habit given a unit becomes a counted one).
 */
function proposeUnitChange(request: TCoachRequest, { habit, unit }: THabitUnitChange): TCoachAnswer {
  const amount = findQuantity(request.text.replace(new RegExp(`\\bin\\s+${unit}\\b`), ' '));
  const target = amount !== null && (amount.unit === null || amount.unit === unit) ? amount.value : null;
  const counted = habit.type === 'boolean' ? { habit_type: 'number' } : {};
  const targetNote = target !== null ? `, with a target of ${formatAmount(target, unit)} a day` : '';
  return propose(request, `I'll count ${bold(habit.name)} in ${unit} from now on${targetNote}.`, {
    habit_id: habit.id,
    unit,
    ...(target !== null ? { target, ...counted } : counted),
  });
}
