import type { TCoachContext } from '../coach-provider';
import { weekStart } from './answer-habit-amounts';
import { isPlainQuestion } from './classify-message-kind';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { bold } from './write-reply';

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
const asksAmount = /\b(?:how (?:much|many|long)|in total|total)\b/;
const asksPractice = /\b(?:practi[cs]\w*|spen[dt]|minutes|hours|time)\b/;
const allSkills = /\b(?:all (?:of )?(?:my )?skills|every skill|in total|practi[cs]e)\b/;

function namePattern(name: string): RegExp {
  return new RegExp(`\\b${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
}

/** The subskill, skill or all skills the question is about; null when it names none of them. */
function subjectOf(text: string, context: TCoachContext): TSubject | null {
  const subskill = context.subskills.find((row) => namePattern(row.name).test(text));
  if (subskill) return { label: bold(subskill.name), matches: (entry) => entry.subskill_id === subskill.id };
  const skill = context.skills.find((row) => namePattern(row.name).test(text));
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

function minutes(seconds: number): string {
  const total = Math.round(seconds / 60);
  return `${total} ${total === 1 ? 'minute' : 'minutes'}`;
}

export function answerPracticeTotals(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const { recent_practice: recent, practice_totals: totals } = context;
  if (recent === undefined || totals === undefined || !isPlainQuestion(text) || !asksAmount.test(text))
    return null;
  if (!asksPractice.test(text) && !/\bof \w+ (?:did|have) i\b/.test(text)) return null;
  // A level or XP is Mastery's own figure, answered from the skills list.
  if (/\b(?:level|xp|baseline)\b/.test(text)) return null;
  const subject = subjectOf(text, context);
  if (subject === null) return null;
  const from = weekStart(context);
  const week = recent
    .filter((entry) => entry.date >= from && entry.date <= context.today && subject.matches(entry))
    .reduce((sum, entry) => sum + entry.seconds, 0);
  const all = totals.filter(subject.matches).reduce((sum, entry) => sum + entry.seconds, 0);
  const baseline =
    subject.baselineHours === undefined ? '' : `, beside a baseline of ${subject.baselineHours} hours`;
  return {
    reply: `${subject.label}: ${bold(minutes(week))} of practice logged this week, ${minutes(all)} in all${baseline}. Mastery shows each skill's hours and XP, the baseline and linked habits included.`,
    action: null,
  };
}
