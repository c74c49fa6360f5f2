import { formatCount } from '../../../domain/text/format-count';
import { describePause } from './answer-habit-facts';
import { madeAlready } from './asks-about-own-rows';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { summarizeHabits } from './summarize-habits';
import { bold, formatAmount, formatDay } from './write-reply';

/**
 * Questions about the user's own data ("how many habits do I have?", "what are my goals?", "list my
 * skills") are answered from the context, with no action.
 */

// "count up all the habits on my tracker", "total number of goals": a count of rows asked for outright.
const questionStart =
  /^(?:what|what's|whats|which|how many|how much|list|show|tell me|can you show|can you list|could you show|do i have|give me a list|(?:the )?(?:total )?number of|name|have i got|are any|is any|(?:is )?anything|(?:count|tally)(?: up)? (?:all )?(?:of )?(?:my|the) (?:habits|goals|skills)\b(?!.*\bas\b))\b/;
const topics: [RegExp, (request: TCoachRequest) => string][] = [
  // "anything paused at the moment?": only habits pause, so "anything" paused is a habit.
  [
    /\b(?:habits?|anything|any)\b.*\b(?:paused|on pause|on hold)\b|\b(?:paused|on hold)\b.*\bhabits?\b/,
    describePaused,
  ],
  [/\bhabits?\b/, describeHabits],
  [/\bgoals?\b/, describeGoals],
  // "list the parts i split guitar into": a skill's parts are its subskills.
  // "whats under spanish": what sits under a skill is its subskills.
  [
    /\b(?:skills?|subskills?|parts|pieces|areas|components)\b|^(?:what's|whats|what is) under\b/,
    describeSkills,
  ],
];

export function answerQuestion(request: TCoachRequest): TCoachAnswer | null {
  const { text } = request;
  // "what makes a habit count as the keystone one" asks how the app works, not for a list.
  if (
    !questionStart.test(text) ||
    /\b(?:create|add|make|makes|set|new|should|suggest|propose|recommend|counts? as|happens?)\b/.test(
      text.replace(madeAlready, ' '),
    )
  )
    return null;
  // "what's the contribution weight when you link habits to a goal" asks how the app works, not for a list;
  // "are any habits on hold right now" asks which of the user's are.
  if (
    !madeAlready.test(text) &&
    !/^(?:list|show|give me|name)\b|\b(?:my|i have|i've got|i got|am i|have i got|(?:i'm|im|i am) [a-z]+ing)\b|^(?:what|which) (?:are )?(?:the )?(?:habits|goals|skills|subskills)\b|^how many subskills\b|^(?:(?:are|is) )?any(?:thing)?\b(?=.*\b(?:paused|on pause|on hold)\b)|^(?:what's|whats|what is) under\b/.test(
      text,
    )
  )
    return null;
  const topic = topics.find(([pattern]) => pattern.test(text));
  return topic ? { reply: topic[1](request), action: null } : null;
}

// "which habits track a number instead of yes/no": the habits of the kind named first.
const numberKind =
  /\b(?:(?:a|an) (?:number|amount|quantity)|numbers|numeric(?:al)?|amounts|quantities|number (?:habits|type))\b/;
const yesNoKind = /\b(?:yes ?\/ ?no|yes or no|checkbox(?:es)?|boolean|tick ?box(?:es)?|done or not)\b/;

function kindAsked(text: string): 'number' | 'boolean' | null {
  const number = text.search(numberKind);
  const yesNo = text.search(yesNoKind);
  if (number < 0 && yesNo < 0) return null;
  return yesNo < 0 || (number >= 0 && number < yesNo) ? 'number' : 'boolean';
}

function describeHabits({ context, text }: TCoachRequest): string {
  const kind = kindAsked(text);
  const all = summarizeHabits(context);
  const summaries = kind === null ? all : all.filter(({ habit }) => habit.type === kind);
  if (all.length === 0)
    return 'You have no habits yet. Tell me one you want to build, e.g. "read 20 pages every day".';
  if (summaries.length === 0) return `None of your habits is ${kind === 'number' ? 'a number' : 'yes/no'}.`;
  const lines = summaries.map(({ habit, completedDays, possibleDays, doneToday }) => {
    const measure =
      habit.type === 'number' && habit.target !== null
        ? ` — ${formatAmount(habit.target, habit.unit)} a day`
        : '';
    return `- ${bold(habit.name)}${measure} (${completedDays}/${possibleDays} days lately${doneToday ? ', done today' : ''})`;
  });
  const heading =
    kind === null
      ? `You have ${formatCount(summaries.length, 'active habit')}`
      : `${summaries.length} of your ${formatCount(all.length, 'active habit')} ${kind === 'number' ? 'count an amount against a target' : 'are yes/no'}`;
  return `${heading}:\n\n${lines.join('\n')}`;
}

function describeGoals({ context }: TCoachRequest): string {
  const goals = context.goals.filter((goal) => goal.status !== 'completed');
  if (goals.length === 0)
    return 'You have no open goals. Want one? Say e.g. "set a goal to run 100 km by June 30".';
  const lines = goals.map((goal) => {
    const target = goal.target_value !== null ? ` — ${formatAmount(goal.target_value, goal.unit)}` : '';
    const due = goal.end_date ? ` by ${formatDay(goal.end_date, context.today).replace(/^on /, '')}` : '';
    return `- ${bold(goal.name)}${target}${due}${goal.status === 'paused' ? ' (paused)' : ''}`;
  });
  return `You have ${formatCount(goals.length, 'open goal')}:\n\n${lines.join('\n')}`;
}

/** "have i got any habits on pause": the habits paused today, as the tracker shows them. */
function describePaused({ context }: TCoachRequest): string {
  const paused = context.habits.filter((habit) =>
    (habit.paused_ranges ?? []).some(
      (range) => range.start <= context.today && (range.end === null || range.end >= context.today),
    ),
  );
  if (paused.length === 0) return 'None of your habits is paused today.';
  const lines = paused.map((habit) => `- ${describePause(habit, context.today)}`);
  return `${formatCount(paused.length, 'habit')} paused today:\n\n${lines.join('\n')}`;
}

function describeSkills({ context, text }: TCoachRequest): string {
  if (context.skills.length === 0) return "You aren't tracking any skills yet — add one on the Mastery page.";
  // "name the guitar subskills": the one skill named, else all of them.
  const named = context.skills.filter((skill) => new RegExp(`\\b${skill.name.toLowerCase()}\\b`).test(text));
  const lines = (named.length > 0 ? named : context.skills).map((skill) => {
    const parts = context.subskills
      .filter((subskill) => subskill.parent_skill_id === skill.id)
      .map((subskill) => subskill.name);
    // "how many subskills has guitar got": their number before their names.
    return `- ${bold(skill.name)} (${skill.baseline_hours} baseline hours)${parts.length > 0 ? `: ${formatCount(parts.length, 'subskill')}, ${parts.join(', ')}` : ''}`;
  });
  // "how many skills do i have": the count first, as the habits' and goals' lists give theirs.
  const heading =
    named.length > 0 ? 'Your skills' : `You have ${formatCount(context.skills.length, 'skill')}`;
  return `${heading}:\n\n${lines.join('\n')}`;
}
