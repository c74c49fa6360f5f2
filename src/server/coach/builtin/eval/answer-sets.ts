import conversationsDev from './coach-conversations-dev.json';
import conversationsDev2 from './coach-conversations-dev-2.json';
import conversationsDev3 from './coach-conversations-dev-3.json';
import conversationsDev4 from './coach-conversations-dev-4.json';
import conversationsDev5 from './coach-conversations-dev-5.json';
import conversationsDev6 from './coach-conversations-dev-6.json';
import conversationsDev7 from './coach-conversations-dev-7.json';
import conversationsDev8 from './coach-conversations-dev-8.json';
import conversationsDev9 from './coach-conversations-dev-9.json';
import conversationsDev10 from './coach-conversations-dev-10.json';
import conversationsDev11 from './coach-conversations-dev-11.json';
import conversationsDev12 from './coach-conversations-dev-12.json';
import conversationsDev13 from './coach-conversations-dev-13.json';
import conversationsDev14 from './coach-conversations-dev-14.json';
import conversationsDev15 from './coach-conversations-dev-15.json';
import conversationsDev16 from './coach-conversations-dev-16.json';
import conversationsDev17 from './coach-conversations-dev-17.json';
import conversationsDev18 from './coach-conversations-dev-18.json';
import conversationsDev19 from './coach-conversations-dev-19.json';
import conversationsDev20 from './coach-conversations-dev-20.json';
import conversationsDev21 from './coach-conversations-dev-21.json';
import conversationsDev22 from './coach-conversations-dev-22.json';
import conversationsDev23 from './coach-conversations-dev-23.json';
import conversationsFrozen from './coach-conversations-frozen-1.json';
import conversationsFrozen15 from './coach-conversations-frozen-15.json';
import conversationsFrozen24 from './coach-conversations-frozen-24.json';

import questionsDev from './coach-questions-dev.json';
import questionsDev2 from './coach-questions-dev-2.json';
import questionsDev3 from './coach-questions-dev-3.json';
import questionsDev4 from './coach-questions-dev-4.json';
import questionsDev5 from './coach-questions-dev-5.json';
import questionsDev6 from './coach-questions-dev-6.json';
import questionsDev7 from './coach-questions-dev-7.json';
import questionsDev8 from './coach-questions-dev-8.json';
import questionsDev9 from './coach-questions-dev-9.json';
import questionsDev10 from './coach-questions-dev-10.json';
import questionsDev11 from './coach-questions-dev-11.json';
import questionsDev12 from './coach-questions-dev-12.json';
import questionsDev13 from './coach-questions-dev-13.json';
import questionsDev14 from './coach-questions-dev-14.json';
import questionsDev15 from './coach-questions-dev-15.json';
import questionsDev16 from './coach-questions-dev-16.json';
import questionsDev17 from './coach-questions-dev-17.json';
import questionsDev18 from './coach-questions-dev-18.json';
import questionsDev19 from './coach-questions-dev-19.json';
import questionsDev20 from './coach-questions-dev-20.json';
import questionsDev21 from './coach-questions-dev-21.json';
import questionsDev22 from './coach-questions-dev-22.json';
import questionsFrozen from './coach-questions-frozen-1.json';
import questionsFrozen15 from './coach-questions-frozen-15.json';
import questionsFrozen24 from './coach-questions-frozen-24.json';

import {
  evaluateConversations,
  evaluateQuestions,
  type TAnswerReport,
  type TConversationCase,
  type TQuestionCase,
} from './evaluate-coach-answers';

/**
 * Issue 36's sets of questions and conversations, written on the "standard" account by helpers who had not read
 * the parser. The development sets may be tuned on; the frozen ones are only run, by file, and only their totals
 * are printed (docs/builtin-coach.md, "The sets and how they are used"). One row per set, like frozenSets.
 * A set written as frozen keeps its first run as `firstTry`, the held-out figure; once its misses are read it is
 * renamed a development set. Who wrote each set, what they read, and when each was run and turned development:
 * `README-answers.md` beside this file.
 */
export type TAnswerSet = {
  label: string;
  frozen: boolean;
  leastSize: number;
  /** Cases right as last recorded: `npm test` fails below it. Raise it, never lower it. */
  floor: number;
  /** Cases right the first time the set was run (frozen sets: never tuned on after that). */
  firstTry?: number;
  evaluate: () => TAnswerReport;
};

type TFloors = {
  /** Cases right as last recorded: `npm test` fails below it. Raise it, never lower it. */
  floor: number;
  /** Cases right the first time the set was run (frozen sets: never tuned on after that). */
  firstTry?: number;
};

/** A set of questions; `name` is "development N" or "frozen N", and a frozen set prints its total only. */
function questionSet(name: string, cases: unknown[], floors: TFloors): TAnswerSet {
  return {
    label: `questions (${name})`,
    frozen: name.startsWith('frozen'),
    leastSize: 150,
    ...floors,
    evaluate: () => evaluateQuestions(cases as TQuestionCase[]),
  };
}

/** A set of conversations of two to four turns, named as questionSet names its sets. */
function conversationSet(name: string, cases: unknown[], floors: TFloors): TAnswerSet {
  return {
    label: `conversations (${name})`,
    frozen: name.startsWith('frozen'),
    leastSize: 60,
    ...floors,
    evaluate: () => evaluateConversations(cases as TConversationCase[]),
  };
}

export const answerSets: readonly TAnswerSet[] = [
  // 161 → 159 by decision 0052: qd-002 and qd-068 passed on a lesson link, not a pointer to /in/education.
  questionSet('development', questionsDev.cases, { floor: 159 }),
  conversationSet('development', conversationsDev.cases, { floor: 64 }),
  questionSet('development 2', questionsDev2.cases, { floor: 167 }),
  conversationSet('development 2', conversationsDev2.cases, { floor: 65 }),
  // Its figure 156 → 155 by decision 0049's addendum: qf2-073 (importing streaks from another app) is answered by the import page.
  questionSet('development 3', questionsDev3.cases, { floor: 155, firstTry: 99 }),
  conversationSet('development 3', conversationsDev3.cases, { floor: 89, firstTry: 67 }),
  questionSet('development 4', questionsDev4.cases, { floor: 163, firstTry: 107 }),
  conversationSet('development 4', conversationsDev4.cases, { floor: 91, firstTry: 74 }),
  questionSet('development 5', questionsDev5.cases, { floor: 163, firstTry: 121 }),
  conversationSet('development 5', conversationsDev5.cases, { floor: 89, firstTry: 58 }),
  questionSet('development 6', questionsDev6.cases, { floor: 174, firstTry: 134 }),
  conversationSet('development 6', conversationsDev6.cases, { floor: 92, firstTry: 69 }),
  questionSet('development 7', questionsDev7.cases, { floor: 166, firstTry: 131 }),
  conversationSet('development 7', conversationsDev7.cases, { floor: 94, firstTry: 86 }),
  questionSet('development 8', questionsDev8.cases, { floor: 166, firstTry: 134 }),
  conversationSet('development 8', conversationsDev8.cases, { floor: 91, firstTry: 80 }),
  questionSet('development 9', questionsDev9.cases, { floor: 170, firstTry: 138 }),
  conversationSet('development 9', conversationsDev9.cases, { floor: 90, firstTry: 75 }),
  // 173 → 171 by decision 0052 (two no-source questions passed on a lesson link).
  questionSet('development 10', questionsDev10.cases, { floor: 171, firstTry: 131 }),
  conversationSet('development 10', conversationsDev10.cases, { floor: 93, firstTry: 77 }),
  // 172 → 171 by decision 0049's addendum: q10-069 (importing from Habitica) is answered by the import page.
  questionSet('development 11', questionsDev11.cases, { floor: 171, firstTry: 138 }),
  conversationSet('development 11', conversationsDev11.cases, { floor: 93, firstTry: 78 }),
  questionSet('development 12', questionsDev12.cases, { floor: 161, firstTry: 144 }),
  conversationSet('development 12', conversationsDev12.cases, { floor: 89, firstTry: 81 }),
  questionSet('development 13', questionsDev13.cases, { floor: 157, firstTry: 138 }),
  conversationSet('development 13', conversationsDev13.cases, { floor: 88, firstTry: 76 }),
  questionSet('development 14', questionsDev14.cases, { floor: 169, firstTry: 146 }),
  conversationSet('development 14', conversationsDev14.cases, { floor: 93, firstTry: 87 }),
  // 167 → 166 by decision 0049's addendum: q14-068 (history brought across from Habitica), the import page.
  questionSet('development 15', questionsDev15.cases, { floor: 166, firstTry: 145 }),
  conversationSet('development 15', conversationsDev15.cases, { floor: 91, firstTry: 85 }),
  questionSet('development 16', questionsDev16.cases, { floor: 173, firstTry: 138 }),
  conversationSet('development 16', conversationsDev16.cases, { floor: 91, firstTry: 84 }),
  questionSet('development 17', questionsDev17.cases, { floor: 161, firstTry: 145 }),
  conversationSet('development 17', conversationsDev17.cases, { floor: 91, firstTry: 84 }),
  questionSet('development 18', questionsDev18.cases, { floor: 161, firstTry: 142 }),
  conversationSet('development 18', conversationsDev18.cases, { floor: 92, firstTry: 83 }),
  questionSet('development 19', questionsDev19.cases, { floor: 157, firstTry: 145 }),
  conversationSet('development 19', conversationsDev19.cases, { floor: 92, firstTry: 83 }),
  questionSet('development 20', questionsDev20.cases, { floor: 164, firstTry: 133 }),
  conversationSet('development 20', conversationsDev20.cases, { floor: 85, firstTry: 76 }),
  questionSet('development 21', questionsDev21.cases, { floor: 163, firstTry: 138 }),
  conversationSet('development 21', conversationsDev21.cases, { floor: 85, firstTry: 73 }),
  // Written as frozen sets 22 and 23 (round 22, 2026-12-07 22:00–22:25); development sets since 23:30 (round 23).
  questionSet('development 22', questionsDev22.cases, { floor: 154, firstTry: 153 }),
  conversationSet('development 22', conversationsDev22.cases, { floor: 84, firstTry: 80 }),
  conversationSet('development 23', conversationsDev23.cases, { floor: 82, firstTry: 68 }),
  // 147 until 2026-12-07: qf-070 ("can i share my habits with a friend") expected no page, and the help page on
  // partners and sharing now answers it (decision 0049). 146 → 147 with round 19 (total only).
  questionSet('frozen 1', questionsFrozen.cases, { floor: 147, firstTry: 111 }),
  conversationSet('frozen 1', conversationsFrozen.cases, { floor: 66, firstTry: 44 }),
  // 156 → 155 by decision 0049's addendum: the import help page (2026-12-07) took one question's link; unseen.
  questionSet('frozen 15', questionsFrozen15.cases, { floor: 155, firstTry: 145 }),
  conversationSet('frozen 15', conversationsFrozen15.cases, { floor: 85, firstTry: 83 }),
  // Set 24: written 2026-12-07 23:31–23:59, first run with round 23's rules merged (firstTry); floor after the
  // scorers were retrained (docs/builtin-coach-history.md, round 23).
  questionSet('frozen 24', questionsFrozen24.cases, { floor: 147, firstTry: 147 }),
  conversationSet('frozen 24', conversationsFrozen24.cases, { floor: 82, firstTry: 82 }),
];
