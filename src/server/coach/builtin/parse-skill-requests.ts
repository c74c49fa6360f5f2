import { defaultSubskillName } from '../../../domain/skills/skill-rules';
import { asksForNewThing } from './asks-for-new-thing';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findHabit, findSkill, findSubskill } from './find-rows';
import { isBetterMatch } from './match-by-name';
import { proposeAction } from './propose-action';
import { findDate } from './read-dates';
import { findGivenName } from './read-habit-draft';
import { findDuration, findQuantity, findStatedTotal } from './read-quantities';
import { recoverOriginal } from './recover-original';
import { bold, capitalize, formatDay, joinList, writeProposal } from './write-reply';

/**
 * Skills: practice on a subskill ("practiced scales for 45 minutes, quality 4"), the hours already
 * behind a skill ("I have about 200 hours of piano") and new subskills ("add grammar under spanish").
 */

const baselineSignal =
  /\b(?:baseline|i have|i've got|i've had|i've done|i've put in|i've been|i've played|i've practiced|already|in total|total of|so far|experience|lifetime|over the years|all together|altogether)\b/;
const qualityPattern =
  /\b(?:quality|rating|rated(?: it)?|rate(?: it)?|felt like(?: a)?|it was a|give it(?: a)?)\s*(?:of|at|was|=|:)?\s*([1-5])\b(?!\s*(?:min|hour|h\b|k\b|km|page))|\b([1-5])\s*(?:\/\s*5|out of 5|stars?)\b/;

export function parseSkillBaseline(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (!baselineSignal.test(text)) return null;
  const amount = findQuantity(text);
  if (amount === null || amount.unit !== 'hours') return null;
  const skill = findSkill(text, context);
  if (skill === null) return null;
  return proposeSkillBaseline(
    request,
    skill.row,
    baselineHours(text, skill.row, amount.value),
    "That's a solid foundation. ",
  );
}

const addingWords = /\b(?:more|another|extra|additional|on top)\b|\badd(?:ed)?\s+\d/;

/**
 * The baseline a message asks for: a total it states ("…, it's 13 hours now") wins; "add 5 more hours"
 * adds to the baseline the skill has, as "more" adds to a day's log; otherwise the amount said.
 */
export function baselineHours(text: string, skill: { baseline_hours: number }, said: number): number {
  const total = findStatedTotal(text);
  if (total !== null && (total.unit === null || total.unit === 'hours')) return total.value;
  return addingWords.test(text) ? skill.baseline_hours + said : said;
}

/** The update_skill_baseline proposal, read from a baseline's wording or filled in from its slots. */
export function proposeSkillBaseline(
  request: TCoachRequest,
  skill: { id: string; name: string },
  hours: number,
  opening = '',
): TCoachAnswer {
  const reply = writeProposal(
    {
      lead: `${opening}I'll set your ${bold(skill.name)} baseline to ${hours} hours.`,
      tip: 'The baseline counts toward your level, so your XP reflects the practice you did before you started tracking.',
      question: 'Shall I save it?',
    },
    request.guest,
  );
  return proposeAction(request, reply, {
    type: 'update_skill_baseline',
    skill_id: skill.id,
    baseline_hours: hours,
  });
}

const subskillPatterns: RegExp[] = [
  /\bsub-?skill (?:for|to|under|in|of) ([a-z ]+?)\s*(?::|-|called|named)\s*(.+)/,
  /\bsub-?skill (?:called |named )?(.+?) (?:to|under|for|in|into) (?:my )?([a-z ]+?)(?: skill)?[.!]*$/,
  /\badd (?:a )?(.+?) (?:under|as part of|as a part of|within|as (?:a )?sub-?skill (?:of|for|to|under|in)) (?:my )?([a-z ]+?)(?: skill)?[.!]*$/,
];

export function parseCreateSubskill(request: TCoachRequest): TCoachAnswer | null {
  const { text, context, original } = request;
  const explicit = /\bsub-?skills?\b/.test(text);
  for (const [index, pattern] of subskillPatterns.entries()) {
    const match = pattern.exec(text);
    if (!match?.[1] || !match[2]) continue;
    const [skillText, nameText] = index === 0 ? [match[1], match[2]] : [match[2], match[1]];
    const skill = findSkill(skillText, context);
    if (skill === null) continue;
    const given = findGivenName(original);
    const name = capitalize(
      recoverOriginal(
        original,
        given ??
          nameText
            .replace(/^(?:a |an |the |new )?(?:sub-?skill )?(?:called |named )?/, '')
            .replace(/[.!?]+$/, '')
            .trim(),
      ),
    );
    if (name.length < 2) continue;
    const reply = writeProposal(
      {
        lead: `I'll add ${bold(name)} as a subskill of ${bold(skill.row.name)}.`,
        tip: 'You can then log practice on it, e.g. "practiced it for 30 minutes, quality 4".',
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
  if (explicit && context.skills.length === 0)
    return {
      reply: 'Subskills live under a skill, and you have no skills yet — add one on the Mastery page first.',
      action: null,
    };
  return null;
}

/**
 * Practice on a skill without subskills goes on a default subskill, "General" (decision 0025): a batch
 * creates it and logs the session on it, so the mastery rules stay the same for every skill.
 */
function proposeGeneralPractice(
  request: TCoachRequest,
  skill: { id: string; name: string },
  seconds: number,
): TCoachAnswer {
  const { text, context } = request;
  const date = findDate(text, context.today, 'past')?.date ?? context.today;
  const quality = qualityPattern.exec(text);
  const reply = writeProposal(
    {
      lead: `Good session! ${bold(skill.name)} has no subskills yet, so I'll add ${bold(defaultSubskillName)} and log ${Math.round(seconds / 60)} minutes of practice on it ${formatDay(date, context.today)}.`,
      question: 'Shall I log it?',
    },
    request.guest,
  );
  return proposeAction(request, reply, {
    type: 'batch',
    actions: [
      { type: 'create_user_subskill', parent_skill_id: skill.id, name: defaultSubskillName },
      {
        type: 'create_skill_entry',
        skill_id: '$1',
        parent_skill_id: skill.id,
        seconds,
        date,
        ...(quality ? { quality_rating: Number(quality[1] ?? quality[2]) } : {}),
      },
    ],
  });
}

export function parseSkillPractice(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const duration = findDuration(text);
  // "new habit: 20 minutes of spanish podcasts": a new habit asked for outright is no report of practice.
  if (duration === null || asksForNewThing(text)) return null;
  const subskill = findSubskill(text, context);
  const habit = findHabit(text, context);
  if (subskill !== null && (habit === null || !isBetterMatch(habit, subskill))) {
    const quality = qualityPattern.exec(text);
    const found = findDate(text, context.today, 'past');
    const date = found?.date ?? context.today;
    const qualityRating = quality ? Number(quality[1] ?? quality[2]) : null;
    const minutes = Math.round(duration.seconds / 60);
    const reply = writeProposal(
      {
        lead: `Good session! I'll log ${minutes} minutes of ${bold(subskill.row.name)} practice ${formatDay(date, context.today)}${qualityRating !== null ? ` with quality ${qualityRating}/5` : ''}.`,
        tip:
          qualityRating === null
            ? 'Add a quality rating from 1 to 5 if you like, e.g. "quality 4".'
            : undefined,
        question: 'Shall I log it?',
      },
      request.guest,
    );
    return proposeAction(request, reply, {
      type: 'create_skill_entry',
      skill_id: subskill.row.id,
      parent_skill_id: subskill.row.parent_skill_id,
      seconds: duration.seconds,
      date,
      ...(qualityRating !== null ? { quality_rating: qualityRating } : {}),
    });
  }
  const skill = findSkill(text, context);
  if (skill === null && habit === null && practised.test(text) && context.skills.length > 0)
    return askWhichSkill(request, duration.seconds);
  if (skill === null || habit !== null) return null;
  const subskills = context.subskills.filter((candidate) => candidate.parent_skill_id === skill.row.id);
  if (subskills.length === 0) return proposeGeneralPractice(request, skill.row, duration.seconds);
  return {
    reply: `Which part of ${bold(skill.row.name)} did you practice — ${joinList(subskills.map((entry) => bold(entry.name)))}? Say e.g. "${Math.round(duration.seconds / 60)} minutes of ${subskills[0]?.name ?? ''}".`,
    action: null,
  };
}

// "practised today for 25 mins": practice reported without the skill it was on.
const practised = /\bpracti[cs](?:e|ed|ing)\b/;

function askWhichSkill(request: TCoachRequest, seconds: number): TCoachAnswer {
  const choices = joinList(
    request.context.skills.map((skill) => bold(skill.name)),
    'or',
  );
  return {
    reply: `Nice work! Which skill was it — ${choices}? Say e.g. "${Math.round(seconds / 60)} minutes of ${request.context.skills[0]?.name ?? ''}".`,
    action: null,
  };
}
