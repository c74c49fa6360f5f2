import { focusSessionMinutesMax } from '../../../domain/actions/create-focus-session.action';
import type { TCoachContext } from '../coach-provider';
import { answerAside, isToneOnly, replyInTone } from './answer-aside';
import { answerDataQuestion } from './answer-data-question';
import { answerDaySummary } from './answer-day-summary';
import { answerDaysUntil } from './answer-days-until';
import { answerFromKnowledge } from './answer-from-knowledge';
import { answerGoalLinks } from './answer-goal-links';
import { answerGoalPace } from './answer-goal-pace';
import { answerHabitAmounts } from './answer-habit-amounts';
import { answerPracticeTotals } from './answer-practice-totals';
import { answerQuestion } from './answer-question';
import { answerCannotDo, answerNotUnderstood, answerSmallTalk } from './answer-small-talk';
import { answerSuggestedPrompt } from './answer-suggested-prompts';
import { answerUnknownQuestion, withoutProposal } from './answer-unknown-question';
import { answerWeekReview } from './answer-week-review';
import { askForDeadline, askForTarget, inTargetWords } from './ask-for-new-value';
import { askWhichRow } from './ask-which-row';
import { asksAboutOwnRows } from './asks-about-own-rows';
import { withKindFirst } from './asks-for-new-thing';
import { chooseReading } from './choose-reading';
import { classifyIntent, type TIntentScore } from './classify-intent';
import {
  asksAboutConcept,
  isExplicitRequest,
  isPlainQuestion,
  isQuestionShaped,
} from './classify-message-kind';
import type { TCoachAction, TCoachAnswer, TCoachRequest, TRequestParser } from './coach-answer';
import { distinctSubjects, standaloneTypes } from './distinct-subjects';
import { afterLeadingRemark, fullerAfterRemark } from './drop-chatter';
import { fillUpdateGoal, fillUpdateHabit } from './fill-change-slots';
import { fillFocusSession, fillSetFocus } from './fill-day-slots';
import { fillCreateSubskill, fillGoalBaseline, fillSkillBaseline } from './fill-skill-goal-slots';
import type { TNamed } from './match-by-name';
import { normalizeMessage } from './normalize-message';
import { parseBatch, readHabitList } from './parse-batch';
import { parseCreateHabit, readCreateHabit } from './parse-create-habit';
import { parseFocusSession, parseSetFocus } from './parse-focus';
import { parseCreateGoal, parseGoalBaseline, parseUpdateGoal, readCreateGoal } from './parse-goal-requests';
import { fillLink, parseLink } from './parse-link';
import { parseLogHabit } from './parse-log-habit';
import { parsePauseHabit } from './parse-pause-habit';
import { fillPreferences, parsePreferences } from './parse-preferences';
import { parseSchedule, readSchedule } from './parse-schedule';
import { parseCreateSubskill, parseSkillBaseline, parseSkillPractice } from './parse-skill-requests';
import { parseUpdateHabit } from './parse-update-habit';
import { isCommaList, isListOfAmounts } from './read-comma-lists';
import { readFigureQuery } from './read-figure-query';
import { findDuration, findQuantity } from './read-quantities';
import { readScheduleWords } from './read-schedule-words';
import { readSeveralRequests } from './read-several-requests';
import { isHedgedWish } from './reads-hedged-wish';
import { commandOnGroup } from './refer-to-group';
import { targetAfterRemark } from './target-after-remark';
import { tellsCircumstance } from './tells-circumstance';
import { tenseRulesOut } from './tense-rules-out';

/** Conversation first: greetings, refusals, questions about the user's data and the suggested prompts. */
const conversation: TRequestParser[] = [
  answerSmallTalk,
  answerCannotDo,
  answerGoalLinks,
  answerPracticeTotals,
  answerHabitAmounts,
  answerDaySummary,
  answerGoalPace,
  answerDaysUntil,
  answerWeekReview,
  answerDataQuestion,
  answerSuggestedPrompt,
  answerQuestion,
];

/**
 * The request families' grammars in the order they are tried, each with the intents it reads: the more
 * specific a family's wording, the earlier it comes, so "log a 25 minute focus session" is a focus
 * session before it is a habit log, and a habit is created only when nothing more precise matched.
 */
const families: { intents: string[]; parse: TRequestParser }[] = [
  { intents: ['update_user_preferences'], parse: parsePreferences },
  { intents: ['create_focus_session'], parse: parseFocusSession },
  { intents: ['schedule_day'], parse: parseSchedule },
  { intents: ['set_focus'], parse: parseSetFocus },
  { intents: ['batch'], parse: parseBatch },
  { intents: ['link_habit_to_goal', 'link_habit_to_skill'], parse: parseLink },
  { intents: ['create_user_subskill'], parse: parseCreateSubskill },
  { intents: ['update_skill_baseline'], parse: parseSkillBaseline },
  { intents: ['create_goal_baseline'], parse: parseGoalBaseline },
  { intents: ['create_skill_entry', 'batch'], parse: parseSkillPractice },
  { intents: ['update_goal'], parse: parseUpdateGoal },
  { intents: ['update_habit'], parse: parsePauseHabit },
  { intents: ['update_habit'], parse: parseUpdateHabit },
  { intents: ['create_goal'], parse: parseCreateGoal },
  { intents: ['log_habit'], parse: parseLogHabit },
  { intents: ['create_habit'], parse: parseCreateHabit },
];

/** Slot filling by intent, for a message the classifier reads as one whose family's wording did not match. */
const slotFillers: Record<string, TRequestParser> = {
  update_habit: fillUpdateHabit,
  update_goal: fillUpdateGoal,
  create_goal_baseline: fillGoalBaseline,
  update_skill_baseline: fillSkillBaseline,
  create_user_subskill: fillCreateSubskill,
  set_focus: fillSetFocus,
  create_focus_session: fillFocusSession,
  update_user_preferences: fillPreferences,
  schedule_day: readSchedule,
  create_habit: readCreateHabit,
  create_goal: readCreateGoal,
  batch: readHabitList,
  link_habit_to_goal: fillLink,
  link_habit_to_skill: fillLink,
  log_habit: (request) => parseLogHabit(request, true),
};

const reportTypes = new Set(['log_habit', 'create_skill_entry', 'create_focus_session']);
// A full stop between two sentences joins clauses as "and" does ("meditation: done. journal: done."); a
// decimal point has no space after it.
const clauseJoin = /\b(?:and|then|also|plus)\b|;|\.\s+\S|^[^:,]{2,40}(?<!\d):(?!\d)[^:]+,/;
const singleLabel = /^(?:(?:a |my )?new )?(?:goal|habit|focus)\s*[:=-]/;
const secondThing =
  /\b(?:and|then|also|plus)\s+(?:also\s+)?(?:a|an|another)\s+(?:new\s+|daily\s+)?(?:habit|goal|focus|subskill)s?\b|\b(?:habit|goal)s?\s*[,:]?\s*(?:1|one)\s+(?:to|for)\b.*\b(?:and|,)\s*(?:1|one|another|the other)\s+(?:to|for)\b/;

export type TIntentClassifier = (text: string, context: TCoachContext) => TIntentScore[];

/** The reading of one intent: its families' grammars, then its slot filling; only an answer with an action. */
function readAs(request: TCoachRequest, intent: string, classify: TIntentClassifier): TCoachAnswer | null {
  for (const family of families) {
    if (!family.intents.includes(intent)) continue;
    const answer = family.parse(request);
    if (answer?.action?.type === intent) return answer;
  }
  const filled = slotFillers[intent]?.(request) ?? null;
  if (filled !== null || intent !== 'batch') return filled;
  return readSeveralRequests(request, (clause) => readRequest(clause, classify));
}

/** The rows each intent acts on: an intent the user has none of the rows for cannot be what they mean. */
const rowsNeeded: Record<string, (keyof TCoachContext)[]> = {
  update_habit: ['habits'],
  log_habit: ['habits'],
  link_habit_to_goal: ['habits', 'goals'],
  link_habit_to_skill: ['habits', 'skills'],
  update_goal: ['goals'],
  create_goal_baseline: ['goals'],
  create_skill_entry: ['skills'],
  update_skill_baseline: ['skills'],
  create_user_subskill: ['skills'],
};

const oneOffReports = new Set(['log_habit', 'create_focus_session', 'create_skill_entry']);
const everyDay =
  /\b(?:every (?:single )?(?:day|morning|evening|night)|daily|nightly|each (?:day|morning|evening|night)|a day|per day)\b/;

/**
 * Whether the message's own words rule an intent out: "200 hours of deep work" is no single session, and
 * "15 minutes of yoga on weekdays" — anything said to recur — is no one-off report.
 */
function ruledOutByWording(intent: string, text: string): boolean {
  if (tenseRulesOut(intent, text)) return true;
  if (intent === 'create_focus_session' && (findDuration(text)?.seconds ?? 0) > focusSessionMinutesMax * 60)
    return true;
  if (speaksOfHabitOnly(intent, text)) return true;
  // "change my guitar starting hours to 25": a habit has no starting hours; a skill's baseline is meant.
  if (intent === 'update_habit' && /\b(?:baseline|starting|initial) hours?\b/.test(text)) return true;
  // "learn 5 spanish words daily", "hit 500 words of writing a day": an amount every day is a habit's
  // daily target; a goal is named as one or has a deadline.
  if (intent === 'create_goal' && everyDay.test(text) && findQuantity(text) !== null)
    return !/\b(?:goals?|by|before|until|deadline|due)\b/.test(text);
  return oneOffReports.has(intent) && (everyDay.test(text) || saysRecurring(readScheduleWords(text)?.phrase));
}

// "i'm done with the run habit, archive it": a message about a habit, naming no goal, is no change to a
// goal. (Not the other way round: people call a habit's daily target its goal, "my reading goal".)
const goalChanges = new Set(['update_goal', 'create_goal_baseline']);

function speaksOfHabitOnly(intent: string, text: string): boolean {
  return goalChanges.has(intent) && /\bhabits?\b/.test(text) && !/\bgoals?\b/.test(text);
}

/** Whether an action, or any action of a batch, is of an intent the wording rules out. */
function readsRuledOut(action: TCoachAction | null | undefined, text: string): boolean {
  if (action == null) return false;
  const steps =
    action.type === 'batch' && Array.isArray(action.actions) ? (action.actions as TCoachAction[]) : [action];
  return steps.some((step) => ruledOutByWording(step.type, text));
}

/** "on weekdays", "3 times a week", "on mondays": a schedule, where "on tuesday (night)" is one day gone by. */
function saysRecurring(phrase: string | undefined): boolean {
  return (
    phrase !== undefined &&
    !/^\s*(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:morning|evening|night|afternoon))?\s*$/.test(
      phrase,
    )
  );
}

/** The ranking without the intents the user has no rows for or the message's wording rules out, the rest scaled back to a whole. */
function feasibleIntents(ranking: TIntentScore[], request: TCoachRequest): TIntentScore[] {
  const { context, text } = request;
  const hasRows = (key: keyof TCoachContext) => {
    const rows = context[key];
    return Array.isArray(rows) && rows.length > 0;
  };
  const feasible = ranking.filter(
    (score) => (rowsNeeded[score.intent] ?? []).every(hasRows) && !ruledOutByWording(score.intent, text),
  );
  const total = feasible.reduce((sum, score) => sum + score.probability, 0);
  if (feasible.length === 0 || total === 0) return ranking;
  return feasible.map((score) => ({ ...score, probability: score.probability / total }));
}

/** A request's reading: the first family whose grammar matched, weighed against the classifier's. */
function readRequest(request: TCoachRequest, classify: TIntentClassifier): TCoachAnswer | null {
  const readClause = (clause: TCoachRequest) => readRequest(clause, classify);
  // "a goal to … and a habit to …": a second thing named outright is a second request.
  if (secondThing.test(request.text)) {
    const several = readSeveralRequests(request, readClause);
    if (several !== null) return several;
  }
  // "12 pages today, 30 pages yesterday": a comma list of amounts is several reports, each with its own
  // day, before any one grammar reads the whole as one (a day plan's blocks stay one plan).
  if (isListOfAmounts(request.text)) {
    const several = readSeveralRequests(request, readClause);
    const actions = several?.action?.actions;
    if (Array.isArray(actions) && actions.every((action) => reportTypes.has(action.type))) return several;
  }
  let strict: TCoachAnswer | null = null;
  let strictIntents: string[] = [];
  for (const family of families) {
    strict = family.parse(request);
    strictIntents = family.intents;
    // "new habit: sketch 10 minutes a day": a reading the wording rules out is no reading; the next
    // family's grammar is tried.
    if (readsRuledOut(strict?.action, request.text)) strict = null;
    if (strict !== null) break;
  }
  const ranking = feasibleIntents(classify(request.text, request.context), request);
  const chosen = chooseReading(request, strict, strictIntents, ranking, (intent) =>
    readAs(request, intent, classify),
  );
  return keepEveryRequest(request, chosen, readClause);
}

/**
 * "practiced scales for 20 minutes and ran 5 km on tuesday": one action of one kind read from a
 * message whose clauses ask for different kinds of thing would drop a request, so the clauses are
 * proposed together instead.
 */
function keepEveryRequest(
  request: TCoachRequest,
  chosen: TCoachAnswer | null,
  readClause: TRequestParser,
): TCoachAnswer | null {
  const joined = clauseJoin.test(request.text) || isCommaList(request.text, request.context);
  // "set up: wake up at 6, cold shower, 10 min meditation": read as a whole it is nothing, so its clauses
  // are read one by one.
  if (chosen === null && joined) return readSeveralRequests(request, readClause);
  // "focus today: chapter 3 edits. also log 10 pages read": a message of several clauses left with a question
  // (which of two readings?) asked for each of them when its clauses, read one by one, give them all.
  const each = chosen?.action === null && joined ? readSeveralRequests(request, readClause) : null;
  if (each?.action?.type === 'batch') return each;
  const single = chosen?.action;
  if (single == null || single.type === 'batch' || !joined) return chosen;
  const several = readSeveralRequests(request, readClause);
  const batch = several?.action;
  // Several clauses that come back as one log are sittings of one habit on one day, added up.
  if (batch?.type === 'log_habit' && single.type === 'log_habit') return several;
  // "link reading to spanish, i read spanish books": the one request left once the reasons beside it are set
  // aside, read without their words, is another kind of thing than the whole read at once ("books" named a goal).
  if (batch != null && batch.type !== 'batch' && batch.type !== 'log_habit' && batch.type !== single.type)
    return several;
  const actions =
    batch?.type === 'batch' && Array.isArray(batch.actions) ? (batch.actions as TCoachAction[]) : [];
  const independent = actions.every((action) => standaloneTypes.has(action.type));
  const differentKinds = independent && actions.some((action) => action.type !== single.type);
  // "goal: finish reading war and peace by summer": a label naming one thing keeps its "and" inside it.
  return differentKinds || (!singleLabel.test(request.text) && distinctSubjects(actions)) ? several : chosen;
}

/**
 * The built-in coach's whole answer to one message: pure, fast, never throws for any text. `vetoed` is the learned
 * veto's verdict (question-veto.ts): answered as a question, though the rules would act on it.
 */
export function answerMessage(
  message: string,
  context: TCoachContext,
  guest: boolean,
  classify: TIntentClassifier = classifyIntent,
  vetoed = false,
): TCoachAnswer {
  const original = message.trim().slice(0, 2000);
  const said = withKindFirst(normalizeMessage(original));
  // "meditation count for the last seven days": a query in a few words, asked as the answerers read it.
  const query = isExplicitRequest(said, ownRows(context)) ? null : readFigureQuery(said, context.habits);
  const request: TCoachRequest = { original, text: query ?? said, context, guest };
  const plainQuestion = isPlainQuestion(request.text, ownRows(context));
  const question = plainQuestion || vetoed;
  // A question not about the user's own figures ("what is habit stacking", "does the streak break if i
  // read under my target?") is looked up in the lessons before the data answerers, which would answer a
  // word of it ("Read's target is 20 pages a day"); for a guest they can only say "sign in".
  const looksUp =
    asksAboutConcept(request.text, ownRows(context)) ||
    (plainQuestion && !asksAboutOwnRows(request.text, context) && answerSmallTalk(request) === null);
  const lookedUp = looksUp ? answerFromKnowledge(request) : null;
  if (lookedUp !== null) return lookedUp;
  for (const answer of conversation) {
    const answered = answer(request);
    if (answered !== null) return question ? withoutProposal(answered) : answered;
  }
  if (question) return answerFromKnowledge(request) ?? answerUnknownQuestion(request);
  // "can you log 20 pages of reading for today?": an explicit request's question mark is no part of it.
  const stripped = request.text.replace(/\s*\?+$/, '');
  // "both Read and Journal help my thesis, link them to that goal": the command said on the habits it points to.
  // "30 min of guitar is too easy, make the target 45": a new target after a remark on the row's amount.
  const asked = {
    ...request,
    text: targetAfterRemark(stripped, context) ?? commandOnGroup(stripped, context) ?? stripped,
  };
  const valueAsked = askForTarget(asked) ?? askForDeadline(asked) ?? askWhichRow(asked);
  if (valueAsked !== null) return valueAsked;
  // "conjugations are killing me — new spanish subskill named Grammar": read without the remark when the whole
  // read as nothing.
  const afterRemark = afterLeadingRemark(asked.text, context);
  const first = fullerAfterRemark(
    asked.text,
    context,
    readRequest(asked, classify) ??
      (afterRemark === null ? null : readRequest({ ...asked, text: afterRemark }, classify)),
    (text) => readRequest({ ...asked, text }, classify),
  );
  // "i want a different daily page target, 24 pages" read as a new habit: it is Read's target.
  const inTarget =
    first === null || first.action?.type === 'create_habit' ? inTargetWords(asked.text, context) : null;
  const read =
    inTarget === null
      ? saidGoal(asked, first)
      : (readRequest({ ...asked, text: inTarget }, classify) ?? first);
  // "youre a legend 🙌" read as a habit to create, "thanks for the tip about cues" as a focus: a message
  // that asks for nothing, said in a tone, is no request ("i do best when nobody tells me what to do" may
  // still set a preference).
  // "maybe i should exercise more, idk": a hedged wish that asks for nothing outright is no request either.
  const onlyWords = readFromWordsAlone.has(read?.action?.type ?? '');
  // "rough night, baby was up at 3am": how the person is, in a tone, naming none of their rows, is no
  // request, whatever the words read as (a schedule block "Baby was up", a log of "Stumbled on this thing").
  if (read !== null && tellsCircumstance(request)) return replyInTone(request);
  // "stoked with myself today": a tone asking for nothing gets its sentence, not "did you mean…?".
  if (read !== null && read.action === null && isToneOnly(request)) return replyInTone(request);
  if (read !== null && !(onlyWords && (isToneOnly(request) || isHedgedWish(request)))) return read;
  return answerUnread(request);
}

/**
 * What no request grammar read: a question put as a request ("can you recommend a good book…?") is
 * answered as a question; any other message ("the verification email never came 😩", "hmm interesting")
 * is looked up in the help pages, else answered in its tone when it asks for nothing; only a message that
 * asks for something the coach could neither read nor find gets "not sure".
 */
function answerUnread(request: TCoachRequest): TCoachAnswer {
  if (isQuestionShaped(request.text)) return answerFromKnowledge(request) ?? answerUnknownQuestion(request);
  // "signed up but the confirm email never arrived, help": what asks for something the grammars do not
  // read may still be answered by a help page before "not sure".
  const aside = answerAside(request) ?? (tellsCircumstance(request) ? replyInTone(request) : null);
  return answerFromKnowledge(request) ?? aside ?? answerNotUnderstood(request);
}

// Readings whose every field may come from any words of the message: a new name, a focus.
const readFromWordsAlone = new Set(['create_habit', 'create_goal', 'set_focus']);

const namesNewGoal = /\b(?:a|new|another|create|set|add) goal\b|^goal\s*:/;

/**
 * "i want a goal to cut coffee to one cup a day": a goal asked for by name is a goal, though "a day"
 * reads like a habit's target; the habit reading ("Goal to cut coffee") gives way to the goal's.
 */
function saidGoal(request: TCoachRequest, read: TCoachAnswer | null): TCoachAnswer | null {
  const { text } = request;
  if (read?.action?.type !== 'create_habit' || !namesNewGoal.test(text) || /\bhabits?\b/.test(text))
    return read;
  const goal = parseCreateGoal(request) ?? readCreateGoal(request);
  return goal?.action?.type === 'create_goal' ? goal : read;
}

/** The user's rows, for "can guitar practice just be called Guitar" (a request, not a question). */
export function ownRows(context: TCoachContext): TNamed[] {
  return [...context.habits, ...context.goals, ...context.skills];
}
