import { defaultSubskillName } from '../../../domain/skills/skill-rules';
import { asksForNewThing } from './asks-for-new-thing';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findHabit, findSkill, findSubskill } from './find-rows';
import { isBetterMatch } from './match-by-name';
import { namesSkillSession } from './names-skill-session';
import { proposeAction } from './propose-action';
import { findDate } from './read-dates';
import { findGivenName } from './read-habit-draft';
import { findDuration, findQuantity, findStatedTotal } from './read-quantities';
import { recordWords } from './record-words';
import { recoverOriginal } from './recover-original';
import { saysDeadline } from './says-deadline';
import { withoutNameAside } from './without-name-aside';
import { bold, capitalize, formatDay, joinList, writeProposal } from './write-reply';

/**
 * Skills: practice on a subskill ("practiced scales for 45 minutes, quality 4"), the hours already
 * behind a skill ("I have about 200 hours of piano") and new subskills ("add grammar under spanish").
 */

// "a starting point of 5 hours", "started at 9 hours", "initial hours": where the skill starts is its baseline.
const baselineSignal =
  /\b(?:baseline|start(?:ing|ed)? (?:point|hours?|number|amount|total|level)|started (?:at|with|from|on)|initial (?:hours?|amount|number)|i have|i've got|i've had|i've done|i've put in|i've been|i've played|i've practiced|already|in total|total of|so far|experience|lifetime|over the years|all together|altogether)\b/;
// A rating is a verb or noun of judging, then what is judged and an article, said in any order people
// use: "quality 4", "rated it a 3", "i'd rate the session a 2", "scored it 4", "gave it a solid 3".
const qualityPattern =
  /\b(?:quality|rating|rated|rate|scored?|give|gave|felt like|it was)(?:\s+(?:it|that|this|the session|myself))?(?:\s+(?:a|an|about|around|like))?(?:\s+(?:solid|good|decent|weak|poor|strong))?\s*(?:of|at|was|=|:)?\s*([1-5])\b(?!\s*(?:min|hour|hr|h\b|k\b|km|page|x\b|times|days?|weeks?))|\b([1-5])\s*(?:\/\s*5|out of 5|stars?)\b/;

const hoursOfBaseline =
  /\b(?:baseline|starting|start|initial) hours?\b(?:\s+(?:should|would|will|must|up|to|now|be|is|are|at|of|=|:))*\s*(\d+(?:\.\d+)?)\b(?! ?(?:minutes?|mins?|pages?|km|days?|weeks?|times|percent|%))/;

export function parseSkillBaseline(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (!baselineSignal.test(text)) return null;
  // "my spanish starting hours should be 80 not 40": hours named with the baseline make the number after them hours.
  const named = hoursOfBaseline.exec(text);
  const amount = named ? { value: Number(named[1]), unit: 'hours' } : findQuantity(text);
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

// The end of what a pattern reads: the message's end, or a remark after a comma or a dash ("…, need work on it").
const requestEnd = String.raw`(?: skill)?(?:[.!]*$|\s*,|\s+[-\u2013\u2014]\s)`;
const hasSubskillVerb = '(?:gets|needs|should get|could use|wants|deserves)';
const subskillPatterns: RegExp[] = [
  // "under spanish add a subskill called listening", "for piano, create a new subskill: pedalling": the skill said
  // first as where the new part goes, then the request.
  /^(?:.*?\s)?(?:under|in|for|to|within) (?:my |the )?([a-z ]+?)(?: skill)?,? (?:pls |please |can you |could you )*(?:add|put|create|make|stick|pop|set up) (?:me )?(?:a |an |another |one more )?(?:new )?sub-?skill\s*(?::|-|called|named|for)?\s*(?=\S)(.+)/,
  // "guitar's missing fingerpicking as a subskill", "spanish is lacking a listening subskill": what the skill lacks is
  // the part to add.
  /^(?:my )?([a-z ]+?)(?:'s| is| has been) (?:missing|lacking|without) (?:a |an )?(.+?) (?:as (?:a |an )?)?sub-?skill\b/,
  /\bsub-?skill (?:for|to|under|in|of) ([a-z ]+?)\s*(?::|-|,|called|named)\s*(.+)/,
  new RegExp(
    String.raw`\bsub-?skill (?:called |named )?(.+?) (?:to|under|for|in|into) (?:my )?([a-z ]+?)${requestEnd}`,
  ),
  new RegExp(
    // "stick a grammar subskill under spanish", "pop scales in piano": a casual verb of putting is adding.
    String.raw`\b(?:add|put|file|place|stick|pop|chuck|throw|slot) (?:a |an )?(.+?) (?:under|as part of|as a part of|within|as (?:a )?sub-?skill (?:of|for|to|under|in)) (?:my )?([a-z ]+?)${requestEnd}`,
  ),
  // "spanish gets a new subskill: listening", "guitar needs another subskill called theory": the skill is the subject
  // (a "call it …" that follows is read by the rules for naming).
  new RegExp(
    String.raw`^(?:my )?([a-z ]+?) ${hasSubskillVerb} (?:a |an |another |one more )?(?:new )?sub-?skill\s*(?::|-|called|named)\s*(?=\S)(?!call\b|name\b)(.+)`,
  ),
  // "spanish could use a grammar subskill": the new part's name said before the word subskill.
  new RegExp(
    String.raw`^(?:my )?([a-z ]+?) ${hasSubskillVerb} (?:a |an |another |one more )?(?:new )?(?!(?:a|an|another|one|more|new|extra)\b)([a-z]+(?: [a-z]+)?) sub-?skill\b`,
  ),
];
// "i need to work on shading, add it under drawing": what "it" points back to, said as what is worked on.
const workedOn =
  /\b(?:work(?:ing)? on|practi[cs](?:e|ing)|get(?:ting)? better at|improv(?:e|ing)|focus(?:ing)? on|learn(?:ing)?)\s+(?:my\s+|the\s+)?([a-z]+(?: [a-z]+)?)(?=\s*(?:,|$|\s+(?:so|and|then)\b))/;

function referredActivity(nameText: string, text: string): string | null {
  if (!/^(?:it|that|this|one)\b/.test(nameText.trim())) return null;
  return workedOn.exec(text)?.[1] ?? null;
}

/** The patterns that say the skill before the new subskill's name. */
const skillSaidFirst = new Set([0, 1, 2, 5, 6]);

/** "add some guitar practice", "record a guitar sesh": practice on the skill, not a part called Practice. */
export function namesPractice(name: string): boolean {
  return /^(?:(?:log|record|note|enter|track) )?(?:some |more |a bit of )?(?:practi[cs]e|session|sesh|study|lesson)$/i.test(
    name,
  );
}

export function parseCreateSubskill(request: TCoachRequest): TCoachAnswer | null {
  const { text, context, original } = request;
  const explicit = /\bsub-?skills?\b/.test(text);
  for (const [index, pattern] of subskillPatterns.entries()) {
    const match = pattern.exec(text);
    if (!match?.[1] || !match[2]) continue;
    const [skillText, nameText] = skillSaidFirst.has(index) ? [match[1], match[2]] : [match[2], match[1]];
    const skill = findSkill(skillText, context);
    if (skill === null) continue;
    if (namesSkillSession(text, skill.row.name)) continue;
    const given = findGivenName(original);
    const said =
      given ??
      referredActivity(nameText, text) ??
      nameText
        .replace(/^(?:a |an |the |new )?(?:sub-?skill:? )?(?:called |named )?/, '')
        // "a grammar subskill under spanish": the kind of thing said after the name is none of it.
        .replace(/(?<=\S) (?:new )?sub-?skill$/, '')
        .replace(/[.!?]+$/, '')
        .trim();
    // "a subskill called sight reading under guitar": the skill said after the name is no part of it.
    const skillName = skill.row.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const trailingSkill = new RegExp(
      `\\s+(?:under|to|for|in|on|of|into)\\s+(?:my\\s+|the\\s+)?${skillName}(?:\\s+skill)?$`,
      'i',
    );
    const name = capitalize(recoverOriginal(original, withoutNameAside(said).replace(trailingSkill, '')));
    if (namesPractice(name)) continue;
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
  return explicit ? askSubskillName(request) : null;
}

/**
 * Practice on a skill as a whole goes on its default subskill, "General" (decision 0025): on a skill
 * without it, a batch creates it and logs the session on it, so the mastery rules stay the same for
 * every skill.
 */
export function proposeGeneralPractice(
  request: TCoachRequest,
  skill: { id: string; name: string },
  seconds: number,
): TCoachAnswer {
  const { text, context } = request;
  const date = findDate(text, context.today, 'past')?.date ?? context.today;
  const quality = qualityPattern.exec(text);
  const general = context.subskills.find(
    (row) => row.parent_skill_id === skill.id && row.name.toLowerCase() === defaultSubskillName.toLowerCase(),
  );
  const hasParts = context.subskills.some((row) => row.parent_skill_id === skill.id);
  const minutes = Math.round(seconds / 60);
  const lead =
    general !== undefined
      ? `Good session! I'll log ${minutes} minutes of ${bold(skill.name)} practice (${bold(general.name)}) ${formatDay(date, context.today)}.`
      : `Good session! ${hasParts ? `I'll log it on ${bold(skill.name)} as a whole: I'll add ${bold(defaultSubskillName)} to it` : `${bold(skill.name)} has no subskills yet, so I'll add ${bold(defaultSubskillName)}`} and log ${minutes} minutes of practice on it ${formatDay(date, context.today)}.`;
  const entry = {
    type: 'create_skill_entry',
    skill_id: general?.id ?? '$1',
    parent_skill_id: skill.id,
    seconds,
    date,
    ...(quality ? { quality_rating: Number(quality[1] ?? quality[2]) } : {}),
  };
  const reply = writeProposal({ lead, question: 'Shall I log it?' }, request.guest);
  if (general !== undefined) return proposeAction(request, reply, entry);
  return proposeAction(request, reply, {
    type: 'batch',
    actions: [{ type: 'create_user_subskill', parent_skill_id: skill.id, name: defaultSubskillName }, entry],
  });
}

/**
 * "spanish 30 min, add it to the skill", "an hour of piano as a whole": practice said to be on the skill itself
 * goes on its General part; with no part named and none of these words, the coach asks which part (a user who
 * practised only scales would not want the hour spread over the whole skill; the reply "the whole thing" logs it so).
 */
const namesWholeSkill =
  /\b(?:to|on|in|into|under|against) (?:the|my) (?:[a-z]+ )?skill(?: itself| overall| in general)?[.!]*$|\b(?:as a whole|the whole skill|the skill itself|general practice)\b/;

export function parseSkillPractice(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const duration = findDuration(text);
  // "new habit: 20 minutes of spanish podcasts": a new habit asked for outright is no report of practice.
  // "i want 100 hours of spanish by the end of the year": a deadline ahead is a goal, no practice done.
  if (asksForNewThing(text) || saysDeadline.test(text)) return null;
  if (duration === null) return askHowLong(request);
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
  if (subskills.length === 0 || namesWholeSkill.test(text))
    return proposeGeneralPractice(request, skill.row, duration.seconds);
  return {
    reply: `Which part of ${bold(skill.row.name)} did you practice — ${joinList(
      subskills.map((entry) => bold(entry.name)),
      'or',
    )}, or the skill as a whole? Say e.g. "${Math.round(duration.seconds / 60)} minutes of ${subskills[0]?.name ?? ''}".`,
    action: null,
  };
}

/**
 * "add a subskill to guitar", "spanish needs another subskill", "my guitar skill needs one more subskill
 * underneath": the skill is named, the new part is not,
 * so the coach asks for its name (the next message, "tapping", completes the request).
 */
function askSubskillName(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (!/\b(?:add|create|make|new|another|need|needs|want|one more|extra)\b/.test(text)) return null;
  const skill = findSkill(text.replace(/\bsub-?skills?\b/g, ' '), context);
  const rest = text
    .replace(/\bsub-?skills?\b/g, ' ')
    .replace(new RegExp(`\\b${skill?.row.name.toLowerCase() ?? '\u0000'}\\b`, 'g'), ' ')
    .replace(
      // "my guitar skill needs one more subskill underneath": "skill" after its name and where the part goes
      // ("underneath", "below it") name nothing new.
      /\b(?:add|create|make|new|another|need|needs|want|one more|extra|a|an|to|for|under|underneath|beneath|below|it|on|my|the|i|please|can you|could you|one|more|in|of|skill|too|as well)\b/g,
      ' ',
    )
    .replace(/[^a-z]+/g, '');
  if (skill === null || rest !== '') return null;
  return {
    reply: `What should the new subskill of ${bold(skill.row.name)} be called? Say e.g. "call it Technique".`,
    action: null,
  };
}

// "log guitar", "record a guitar sesh", "spanish study to log": a report asked for on a skill is practice on it.
const logsPractice = /\b(?:log|record|note|enter|track)\b/;

/** "I practiced guitar": the skill is named and the session's length is not, so the coach asks for it. */
function askHowLong(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const skill = findSkill(text, context);
  if (skill === null || findHabit(text, context) !== null) return null;
  const logged = logsPractice.test(text) || recordWords.test(text) || namesSkillSession(text, skill.row.name);
  if (!practised.test(text) && !/\bplayed\b/.test(text) && !logged) return null;
  // "log guitar" → "fingerstyle": the part is named, only the length is left to ask.
  const part = findSubskill(text, context);
  if (part !== null)
    return {
      reply: `Nice! How long did you practice ${bold(part.row.name)}? Say e.g. "45 minutes".`,
      action: null,
    };
  const parts = context.subskills.filter((row) => row.parent_skill_id === skill.row.id);
  const which =
    parts.length > 0
      ? `, and on which part (${joinList(
          parts.map((row) => bold(row.name)),
          'or',
        )}, or the skill as a whole)`
      : '';
  return {
    reply: `Nice! How long did you practice ${bold(skill.row.name)}${which}? Say e.g. "45 minutes".`,
    action: null,
  };
}

/** The coach's question when practice on a skill names no part: a reply that again names none is on the whole skill. */
export const whichPartQuestion = /\b(?:Which part of|on which part)\b/;

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
