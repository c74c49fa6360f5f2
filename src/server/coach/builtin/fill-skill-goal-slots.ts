import { skillEntrySecondsMax } from '../../../domain/skills/skill-rules';
import type { TCoachContext } from '../coach-provider';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findSkill } from './find-rows';
import { isSameWord, splitWords, stemWord } from './match-by-name';
import { namesSkillSession } from './names-skill-session';
import { findNamedGoal, settlesForAmount } from './parse-goal-requests';
import { baselineHours, namesPractice, proposeSkillBaseline } from './parse-skill-requests';
import { proposeAction } from './propose-action';
import { findQuantity } from './read-quantities';
import { recoverOriginal } from './recover-original';
import { bold, capitalize, formatAmount, writeProposal } from './write-reply';

/**
 * Slot filling for where the user stands, used when the classifier reads a message as a goal baseline,
 * a skill baseline or a new subskill and the family's own wording did not match: "I'm at 84 kg right
 * now" (the goal counted in kg), "count 500 hours of prior spanish study", "add shading to drawing".
 */

type TGoal = TCoachContext['goals'][number];

// What people say for a measure besides its own name: "the scale said 84".
const measureWords: Record<string, string[]> = { weight: ['scale', 'scales', 'weigh'] };

/** Whether a message says a goal's measure in any form ("weighed in at 85" is the weight goal's). */
function saysMetric(text: string, goal: TGoal): boolean {
  const metric = goal.target_metric;
  if (metric === null || metric.length < 4) return false;
  const others = Object.hasOwn(measureWords, metric) ? (measureWords[metric] ?? []) : [];
  return splitWords(text).some(
    (word) =>
      isSameWord(stemWord(word), word, metric) || others.includes(stemWord(word)) || others.includes(word),
  );
}

/**
 * The goal a message names, or else the only open goal counted in the unit it gives ("84 kg"), or else
 * the only open goal whose measure it says.
 */
function findGoalFor(request: TCoachRequest, unit: string | null): TGoal | null {
  const named = findNamedGoal(request) ?? findGoal(request.text, request.context);
  if (named !== null) return named.row;
  const open = request.context.goals.filter((goal) => goal.status === 'active');
  const counted =
    unit === null
      ? open.filter((goal) => saysMetric(request.text, goal))
      : open.filter((goal) => goal.unit === unit);
  return counted.length === 1 ? (counted[0] ?? null) : null;
}

export function fillGoalBaseline(request: TCoachRequest): TCoachAnswer | null {
  if (settlesForAmount.test(request.text)) return null;
  const first = findQuantity(request.text);
  const goal = findGoalFor(request, first?.unit ?? null);
  if (goal === null) return null;
  const amount = findQuantity(request.text.replace(goal.name.toLowerCase(), ' '));
  if (amount === null) return null;
  const unit = amount.unit ?? goal.unit;
  const metric = capitalize(goal.target_metric ?? unit ?? goal.name).slice(0, 60);
  const reply = writeProposal(
    {
      lead: `I'll record where you're starting for ${bold(goal.name)}: ${formatAmount(amount.value, unit)}.`,
      question: 'Shall I save this baseline?',
    },
    request.guest,
  );
  return proposeAction(request, reply, {
    type: 'create_goal_baseline',
    goal_id: goal.id,
    metric: metric.length >= 2 ? metric : 'Baseline',
    value: amount.value,
    ...(unit !== null ? { unit } : {}),
  });
}

/**
 * "I played guitar for two hours" is a session (issue 36): a past-tense report of no more hours than one
 * day holds is practice, not the hours behind a skill, unless words of a total or of before say so
 * ("I had 30 hours of guitar before", "maybe 400 hours", "under my belt").
 */
const sessionReport = /\b(?:played|practi[cs]ed|did|spent|worked on|studied|had a)\b/;
const totalWords =
  /\b(?:baseline|before|prior|previous(?:ly)?|already|so far|in total|total|over the years|years|behind me|under my belt|experience|starting|start(?:ed)? with|lifetime|all together|altogether|count|set|should be|maybe|estimate|i have|i've|i had)\b/;

export function readsAsSession(text: string, hours: number): boolean {
  return hours <= skillEntrySecondsMax / 3600 && sessionReport.test(text) && !totalWords.test(text);
}

export function fillSkillBaseline(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const skill = findSkill(text, context);
  if (skill === null || !/\bhours?\b/.test(text)) return null;
  const amount = findQuantity(text);
  if (amount === null || (amount.unit !== null && amount.unit !== 'hours')) return null;
  if (readsAsSession(text, amount.value)) return null;
  return proposeSkillBaseline(request, skill.row, baselineHours(text, skill.row, amount.value));
}

// Words that say "add a part" rather than name it.
const subskillCueWords = new Set(
  `add create new make sub skill subskill subskills part parts area section called named under to as a an the my
   for in into of i want track separately split please can you could me let's lets would like and also with
   on it its inside within d ll ve m s have has should could will be need needs there some one separate
   separately gonna wanna id im ive get got another extra more call name own itself by keep put give gets gives
   tracked logged counted deserves deserve wants is be`.split(/\s+/),
);
// "podcasts count too! give spanish a Listening subskill": a reason said in a sentence of its own names nothing.
const sentenceEnd = /[.!?]+\s+/;

/** The sentence that asks for the subskill, when the message has several; else the whole message. */
function subskillSentence(text: string): string {
  const sentences = text.replace(/\bsub-skill/g, 'subskill').split(sentenceEnd);
  return sentences.find((sentence) => /\bsubskills?\b/.test(sentence)) ?? sentences.join(' ');
}

/** The new subskill's name: what is left once the skill's name and the words of the request are gone. */
function readSubskillName(request: TCoachRequest, skillName: string): string | null {
  const nameWords = splitWords(skillName);
  const left = splitWords(subskillSentence(request.text)).filter(
    (word) =>
      !subskillCueWords.has(word) &&
      !nameWords.some((nameWord) => isSameWord(stemWord(word), word, nameWord)),
  );
  if (left.length === 0 || left.length > 3 || left.some((word) => /^\d+$/.test(word))) return null;
  return capitalize(recoverOriginal(request.original, left.join(' ')));
}

export function fillCreateSubskill(request: TCoachRequest): TCoachAnswer | null {
  const skill = findSkill(request.text, request.context);
  if (skill === null) return null;
  if (namesSkillSession(request.text, skill.row.name)) return null;
  const name = readSubskillName(request, skill.row.name);
  if (name === null || namesPractice(name)) return null;
  const taken = request.context.subskills.some(
    (subskill) =>
      subskill.parent_skill_id === skill.row.id && subskill.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) return null;
  const reply = writeProposal(
    {
      lead: `I'll add ${bold(name)} as a subskill of ${bold(skill.row.name)}, so you can log practice on it.`,
      question: 'Shall I add it?',
    },
    request.guest,
  );
  return proposeAction(request, reply, {
    type: 'create_user_subskill',
    parent_skill_id: skill.row.id,
    name,
  });
}
