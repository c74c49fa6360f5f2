import type { TCoachContext } from '../coach-provider';
import { periodsOf, weekStart } from './answer-habit-amounts';
import { asksForFigures } from './asks-for-figures';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { bold, capitalize, formatDay } from './write-reply';

const nullable = (reply: string | null): TCoachAnswer | null =>
  reply === null ? null : { reply, action: null };

/**
 * "how much have I practiced guitar?", "how long did i spend on chords this week", "how many minutes of
 * practice did i log this week across all my skills?": practice minutes this week and in all, summed
 * from the practice logs the Mastery page lists (the context's recent practice and all-time totals).
 */

type TSubject = {
  label: string;
  baselineHours?: number;
  matches: (entry: { skill_id: string; subskill_id: string }) => boolean;
};

// An amount asked ("how much", "how long", "in total"), not a how-to ("how should i practice guitar").
const asksAmount =
  /\b(?:how (?:much|many|long)|in total|total|at all|have i practi[cs]ed)\b|\b(?:minutes|mins|hours)\b.*\b(?:this week|since \w+)\b|\b(?:this week|since \w+)\b.*\b(?:minutes|mins|hours)\b/;
const asksPractice = /\b(?:practi[cs]\w*|spen[dt]|minutes|hours|time)\b/;
const allSkills = /\b(?:all (?:of )?(?:my )?skills|every skill|everything|in total|practi[cs]e)\b/;
// "what did i practice on wednesday": which parts, on a day or in a period.
const asksWhichParts =
  /\bwhat (?:did|have) i practi[cs]ed?\b|\bwhich (?:sub)?skills? (?:did|have) i\b|\bwhich (?:sub)?skills? (?:was|were) (?:it|that|they)\b|\bpracti[cs]e\b.*\bwhat was it (?:on|of)\b/;
// "which day did i practise scales", "when did i do spanish vocab": the days a part or skill was practised.
// "my vocab practice this week was on which date": the day asked after the practice was named.
const asksWhichDays =
  /\b(?:(?:on )?(?:which|what) (?:days?|dates?)|when) (?:did|have) i (?:last )?(?:practi[cs]e|do|did|work on|play)\b|\bpracti[cs]\w*\b.*\b(?:on|what|which) (?:which|what )?(?:days?|dates?)\??$/;

function namePattern(name: string): RegExp {
  return new RegExp(`\\b${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
}

/** "vocab" for Vocabulary, "chord" for Chords: the name, or a word of five letters or more it opens with. */
function namesRow(text: string, name: string): boolean {
  if (namePattern(name).test(text)) return true;
  const first = name.toLowerCase().split(/\s+/)[0] ?? '';
  return text.split(/[^a-z]+/).some((word) => word.length >= 5 && first.startsWith(word));
}

/** The subskill, skill or all skills the question is about; null when it names none of them. */
function subjectOf(text: string, context: TCoachContext): TSubject | null {
  const subskill = context.subskills.find((row) => namesRow(text, row.name));
  if (subskill) return { label: bold(subskill.name), matches: (entry) => entry.subskill_id === subskill.id };
  // "total practice minutes across guitar and spanish": every skill named, together.
  const named = context.skills.filter((row) => namesRow(text, row.name));
  if (named.length > 1)
    return {
      label: named.map((row) => bold(row.name)).join(' and '),
      matches: (entry) => named.some((row) => row.id === entry.skill_id),
    };
  const [skill] = named;
  if (skill)
    return {
      label: bold(skill.name),
      baselineHours: skill.baseline_hours,
      matches: (entry) => entry.skill_id === skill.id,
    };
  return allSkills.test(text) && context.skills.length > 0
    ? { label: 'All your skills', matches: () => true }
    : null;
}

// "total practice minutes across guitar and spanish" asks for one sum; "scales vs chords, minutes each"
// and "spanish minutes and guitar minutes" ask for each.
const asksTogether = /\b(?:total|together|combined|across|altogether|in all|sum|overall)\b/;

/** Each subskill or skill named, when several are and no sum of them is asked; else the one subject. */
function subjectsOf(text: string, context: TCoachContext): TSubject[] {
  const subskills = context.subskills.filter((row) => namesRow(text, row.name));
  const parents = new Set(subskills.map((row) => row.parent_skill_id));
  const skills = context.skills.filter((row) => namesRow(text, row.name) && !parents.has(row.id));
  const each: TSubject[] = [
    ...subskills.map((row) => ({
      label: bold(row.name),
      matches: (entry: TPracticeEntry) => entry.subskill_id === row.id,
    })),
    ...skills.map((row) => ({
      label: bold(row.name),
      matches: (entry: TPracticeEntry) => entry.skill_id === row.id,
    })),
  ];
  if (each.length > 1 && !asksTogether.test(text)) return each;
  const subject = subjectOf(text, context);
  return subject === null ? [] : [subject];
}

type TPracticeEntry = { skill_id: string; subskill_id: string };

function minutes(seconds: number): string {
  const total = Math.round(seconds / 60);
  return `${total} ${total === 1 ? 'minute' : 'minutes'}`;
}

type TPractice = NonNullable<TCoachContext['recent_practice']>[number];

/** "On Wednesday 25 November: Scales 45 minutes": each subskill practised in the period, by time. */
function describeParts(text: string, context: TCoachContext, recent: TPractice[]): string {
  const [period] = periodsOf(text, context);
  if (period === undefined) return '';
  const byPart = new Map<string, number>();
  for (const entry of recent)
    if (entry.date >= period.from && entry.date <= period.to)
      byPart.set(entry.subskill_id, (byPart.get(entry.subskill_id) ?? 0) + entry.seconds);
  if (byPart.size === 0) return `No practice is logged ${period.label}.`;
  const name = (id: string) => {
    const subskill = context.subskills.find((row) => row.id === id);
    const skill = context.skills.find((row) => row.id === subskill?.parent_skill_id);
    return `${bold(subskill?.name ?? 'General')}${skill ? ` (${skill.name})` : ''}`;
  };
  const lines = [...byPart]
    .sort((a, b) => b[1] - a[1])
    .map(([id, seconds]) => `- ${name(id)}: ${minutes(seconds)}`);
  return `${capitalize(period.label)}:\n\n${lines.join('\n')}`;
}

/** "Scales: Wednesday 25 November (45 minutes)": the days the subject's practice was logged, latest first. */
function describePracticeDays(subject: TSubject, context: TCoachContext, recent: TPractice[]): string {
  const days = new Map<string, number>();
  for (const entry of recent)
    if (subject.matches(entry)) days.set(entry.date, (days.get(entry.date) ?? 0) + entry.seconds);
  if (days.size === 0) return `${subject.label}: no practice logged lately.`;
  const listed = [...days]
    .sort((a, b) => b[0].localeCompare(a[0]))
    .map(([date, seconds]) => `${formatDay(date, context.today).replace(/^on /, '')} (${minutes(seconds)})`);
  return `${subject.label} was practised ${listed.join(', ')}.`;
}

/** "what's my guitar baseline": the hours recorded before tracking, beside what was logged since. */
function describeBaseline(
  text: string,
  context: TCoachContext,
  totals: Omit<TPractice, 'date'>[],
): string | null {
  const skill = context.skills.find((row) => namePattern(row.name).test(text));
  if (skill === undefined) return null;
  const logged = totals
    .filter((entry) => entry.skill_id === skill.id)
    .reduce((sum, entry) => sum + entry.seconds, 0);
  return `${bold(skill.name)}'s baseline is ${bold(`${skill.baseline_hours} hours`)}, the practice you did before tracking; ${minutes(logged)} logged since. Change it on Mastery, or tell me the new figure.`;
}

export function answerPracticeTotals(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const { recent_practice: recent, practice_totals: totals } = context;
  if (recent === undefined || totals === undefined || !asksForFigures(text)) return null;
  if (/\bbaseline\b/.test(text) && !/\bhow (?:do|does|can|should)\b/.test(text))
    return nullable(describeBaseline(text, context, totals));
  if (asksWhichParts.test(text)) return { reply: describeParts(text, context, recent), action: null };
  const practised = asksWhichDays.test(text) ? subjectOf(text, context) : null;
  if (practised !== null) return { reply: describePracticeDays(practised, context, recent), action: null };
  if (!asksAmount.test(text)) return null;
  // "how long on chords this week": how long, asked of a skill or one of its parts, is practice time.
  const howLongOnPart =
    /\bhow long\b/.test(text) && subjectOf(text.replace(allSkills, ' '), context) !== null;
  if (!asksPractice.test(text) && !howLongOnPart && !/\bof \w+ (?:did|have) i\b/.test(text)) return null;
  // A level or XP is Mastery's own figure, answered from the skills list.
  if (/\b(?:level|xp)\b/.test(text)) return null;
  const subjects = subjectsOf(text, context);
  if (subjects.length === 0) return null;
  const lines = subjects.map((subject) => describeTotals(subject, context, recent, totals));
  const sum = describeSum(text, subjects, context, recent, totals);
  return {
    reply: `${lines.join(subjects.length > 1 ? '\n' : '')}${sum} Mastery shows each skill's hours and XP, the baseline and linked habits included.`,
    action: null,
  };
}

/** "**Scales**: **45 minutes** of practice logged this week, 45 minutes in all." */
function describeTotals(
  subject: TSubject,
  context: TCoachContext,
  recent: TPractice[],
  totals: Omit<TPractice, 'date'>[],
): string {
  const { week, all } = practiceSeconds(subject, context, recent, totals);
  const baseline =
    subject.baselineHours === undefined ? '' : `, beside a baseline of ${subject.baselineHours} hours`;
  return `${subject.label}: ${bold(minutes(week))} of practice logged this week, ${minutes(all)} in all${baseline}.`;
}

/** The seconds of practice a subject holds this week and in all. */
function practiceSeconds(
  subject: TSubject,
  context: TCoachContext,
  recent: TPractice[],
  totals: Omit<TPractice, 'date'>[],
): { week: number; all: number } {
  const from = weekStart(context);
  const week = recent
    .filter((entry) => entry.date >= from && entry.date <= context.today && subject.matches(entry))
    .reduce((sum, entry) => sum + entry.seconds, 0);
  return { week, all: totals.filter(subject.matches).reduce((sum, entry) => sum + entry.seconds, 0) };
}

// "if you add up guitar and spanish", "both together", "combined": the subjects' sum is asked too.
const asksSum = /\b(?:add(?:ed)? (?:\w+ )?up|together|combined|altogether|in total|sum|both)\b/;

/** "Together: **95 minutes** this week, 95 minutes in all.", when two or more subjects are to be added up. */
function describeSum(
  text: string,
  subjects: TSubject[],
  context: TCoachContext,
  recent: TPractice[],
  totals: Omit<TPractice, 'date'>[],
): string {
  if (subjects.length < 2 || !asksSum.test(text)) return '';
  const seconds = subjects.map((subject) => practiceSeconds(subject, context, recent, totals));
  const week = seconds.reduce((sum, each) => sum + each.week, 0);
  const all = seconds.reduce((sum, each) => sum + each.all, 0);
  return `\nTogether: ${bold(minutes(week))} this week, ${minutes(all)} in all.`;
}
