import type { TCoachContext } from '../coach-provider';
import { answerDataQuestion } from './answer-data-question';
import { answerQuestion } from './answer-question';
import { answerCannotDo, answerNotUnderstood, answerSmallTalk } from './answer-small-talk';
import { answerSuggestedPrompt } from './answer-suggested-prompts';
import type { TCoachAnswer, TCoachRequest, TRequestParser } from './coach-answer';
import { normalizeMessage } from './normalize-message';
import { parseBatch } from './parse-batch';
import { parseCreateHabit } from './parse-create-habit';
import { parseFocusSession, parseSetFocus } from './parse-focus';
import { parseCreateGoal, parseGoalBaseline, parseUpdateGoal } from './parse-goal-requests';
import { parseLink } from './parse-link';
import { parseLogHabit } from './parse-log-habit';
import { parsePauseHabit } from './parse-pause-habit';
import { parsePreferences } from './parse-preferences';
import { parseSchedule } from './parse-schedule';
import { parseCreateSubskill, parseSkillBaseline, parseSkillPractice } from './parse-skill-requests';
import { parseUpdateHabit } from './parse-update-habit';

/**
 * The request families in the order they are tried: the more specific a family's wording, the earlier
 * it comes, so "log a 25 minute focus session" is a focus session before it is a habit log, and a
 * habit is created only when nothing more precise matched.
 */
const parsers: TRequestParser[] = [
  answerSmallTalk,
  answerCannotDo,
  answerDataQuestion,
  answerSuggestedPrompt,
  answerQuestion,
  parsePreferences,
  parseFocusSession,
  parseSchedule,
  parseSetFocus,
  parseBatch,
  parseLink,
  parseCreateSubskill,
  parseSkillBaseline,
  parseGoalBaseline,
  parseSkillPractice,
  parseUpdateGoal,
  parsePauseHabit,
  parseUpdateHabit,
  parseCreateGoal,
  parseLogHabit,
  parseCreateHabit,
];

/** The built-in coach's whole answer to one message: pure, fast, never throws for any text. */
export function answerMessage(message: string, context: TCoachContext, guest: boolean): TCoachAnswer {
  const original = message.trim().slice(0, 2000);
  const request: TCoachRequest = { original, text: normalizeMessage(original), context, guest };
  for (const parse of parsers) {
    const answer = parse(request);
    if (answer !== null) return answer;
  }
  return answerNotUnderstood(request);
}
