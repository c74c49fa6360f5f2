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
import conversationsFrozen from './coach-conversations-frozen-1.json';
import conversationsFrozen15 from './coach-conversations-frozen-15.json';
import conversationsFrozen18 from './coach-conversations-frozen-18.json';

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
import questionsFrozen from './coach-questions-frozen-1.json';
import questionsFrozen15 from './coach-questions-frozen-15.json';
import questionsFrozen18 from './coach-questions-frozen-18.json';

import {
  evaluateConversations,
  evaluateQuestions,
  type TAnswerReport,
  type TConversationCase,
  type TQuestionCase,
} from './evaluate-coach-answers';

/**
 * Issue 36's sets of questions and conversations, written on the "standard" account by a helper who had
 * not read the parser. The development sets may be tuned on; the frozen ones are only run, by file, and
 * only their totals are printed (docs/builtin-coach.md, "The sets and how they are used"). One row per set, like frozenSets.
 * Development set 3 (2026-12-05) was written as frozen set 2 by a helper who never read the parser; its first try on
 * the merged parser of that day (firstTry) was the held-out figure. It is tuned on since, so it became a development set.
 * Development set 4 was written as frozen set 3 and first run on 2026-12-05 (evening) on the merged parser with issue-36r's
 * fit gate (firstTry, the held-out figure). Its misses were read on 2026-12-05 (late), so it is tuned on since.
 * Frozen set 18 was written on 2026-12-07 at 17:12–17:23 (branch frozen-18, commits d152e36 and 17f8f0d) and first run at
 * 17:38 on main with round 18 merged (firstTry, the held-out figure): never tune on it; only its totals are printed.
 * Development set 17 was written as frozen set 17 on 2026-12-07 at 16:00–16:14 (branch frozen-17, commits 2a48222 and
 * 4087743) and first run at 17:07 on main with round 17 merged (firstTry, the held-out figure). Its misses were read from
 * 17:12 (round 18), so it is tuned on since.
 * Development set 16 was written as frozen set 16 on 2026-12-07 at 13:10–13:37 (branch frozen-16, commits 87ebfb3 and 45d28dc)
 * and first run at 14:14 on main with round 16 (requests) and the rewritten help pages merged (firstTry, the held-out figure).
 * Its misses were read from 16:05 (round 17), so it is tuned on since. Frozen set 15 stays frozen: its misses were never read.
 * Frozen set 15 was written on 2026-12-07 at 06:23–06:32 (branch issue-36f15q, commit 7398f13) and first run at 06:53 on branch
 * issue-36p15 with round 15 merged (firstTry, the held-out figure): never tune on it; only its totals are printed.
 * Development set 15 was written as frozen set 14 on 2026-12-07 at 05:29–05:47 (branch issue-36f14q, commit 1938fac) and first run
 * at 06:19 on branch issue-36p14 with round 14 merged (firstTry, the held-out figure). Its misses were read from 06:25 (branch
 * issue-36p15), so it is tuned on since.
 * Development set 14 was written as frozen set 13 on 2026-12-07 at 03:27 (branch issue-36f13q) and first run at 04:10 on branch
 * issue-36p13 with round 13 merged (firstTry, the held-out figure). Its misses were read from 05:35 (branch issue-36p14), so it is tuned on since.
 * Development set 13 was written as frozen set 12 on 2026-12-07 at 02:14 (branch issue-36f12q) and first run at 03:10 on branch
 * issue-36p12 with round 12 merged (firstTry, the held-out figure). Its misses were read from 03:20 (branch issue-36p13), so it is tuned on since.
 * Development set 12 was written as frozen set 11 on 2026-12-07 at 00:16 (branch issue-36f11q) and first run at 00:49 on branch
 * issue-36p11 with round 11 merged (firstTry, the held-out figure). Its misses were read from 02:10 (branch issue-36p12), so it is tuned on since.
 * Development set 11 was written as frozen set 10 on 2026-12-06 at 23:08 (branch issue-36f10q) and first run on 2026-12-07 at 00:06
 * with issue-36p10 merged (firstTry, the held-out figure). Its misses were read from 00:10 (branch issue-36p11), so it is tuned on since.
 * Development set 10 was written as frozen set 9 on 2026-12-06 at 22:00 (branch issue-36f9q) and first run at 22:08 on main with
 * issue-36p9 merged (firstTry, the held-out figure). Its misses were read from 23:10 (branch issue-36p10), so it is tuned on since.
 * Development set 9 was written as frozen set 8 on 2026-12-06 (evening, branch issue-36f8) and first run at 21:06 on main with
 * issue-36p8 merged (firstTry, the held-out figure). Its misses were read from 21:15 (branch issue-36p9), so it is tuned on since.
 * Development set 8 was written as frozen set 7 on 2026-12-06 (branch issue-36f7) and first run at 08:08 on main with issue-36p7
 * merged (firstTry, the held-out figure). Its misses were read from 2026-12-06 evening (branch issue-36p8), so it is tuned on since.
 * Development set 7 was written as frozen set 6 on 2026-12-06 (branch issue-36f6) and first run at 05:14 on main with issue-36p6
 * merged (firstTry, the held-out figure). Its misses were read from 2026-12-06 ~05:20 (branch issue-36p7), so it is tuned on since.
 * Development set 6 was written as frozen set 5 on 2026-12-06 (branch issue-36f5) and first run at 02:49 on main with issue-36d5
 * merged (firstTry, the held-out figure). Its misses were read from 2026-12-06 ~04:40, so it is tuned on since.
 * Development set 5 was written as frozen set 4 and first run on 2026-12-05 at 23:51 on main after the rules read from
 * development set 4 (firstTry, the held-out figure). Its misses were read on 2026-12-06, so it is tuned on since.
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

export const answerSets: readonly TAnswerSet[] = [
  {
    label: 'questions (development)',
    frozen: false,
    leastSize: 150,
    // 161 → 159 by decision 0052: qd-002 and qd-068 passed on a lesson link, not a pointer to /in/education.
    floor: 159,
    evaluate: () => evaluateQuestions(questionsDev.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development)',
    frozen: false,
    leastSize: 60,
    floor: 64,
    evaluate: () => evaluateConversations(conversationsDev.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 2)',
    frozen: false,
    leastSize: 150,
    floor: 167,
    evaluate: () => evaluateQuestions(questionsDev2.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 2)',
    frozen: false,
    leastSize: 60,
    floor: 65,
    evaluate: () => evaluateConversations(conversationsDev2.cases as TConversationCase[]),
  },
  {
    label: 'questions (frozen 1)',
    frozen: true,
    leastSize: 150,
    // 147 until 2026-12-07: qf-070 ("can i share my habits with a friend") expected no page, and the help page on
    // partners and sharing now answers it (decision 0049).
    floor: 146,
    firstTry: 111,
    evaluate: () => evaluateQuestions(questionsFrozen.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (frozen 1)',
    frozen: true,
    leastSize: 60,
    floor: 66,
    firstTry: 44,
    evaluate: () => evaluateConversations(conversationsFrozen.cases as TConversationCase[]),
  },
  {
    label: 'questions (frozen 15)',
    frozen: true,
    leastSize: 150,
    // 145 → 148 on 2026-12-07 at 14:00: the help pages rewritten in the words users say (branch coach-pages);
    // 148 → 152 at 17:10 with round 17 (its misses still never read); 152 → 153 with round 18 (total only).
    floor: 153,
    firstTry: 145,
    evaluate: () => evaluateQuestions(questionsFrozen15.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (frozen 15)',
    frozen: true,
    leastSize: 60,
    // 83 → 84 at 17:10 with round 17.
    floor: 84,
    firstTry: 83,
    evaluate: () => evaluateConversations(conversationsFrozen15.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 17)',
    frozen: false,
    leastSize: 150,
    // 145 → 155 in round 18 (answer side: questions no longer read as requests, five more word classes), 156 with
    // the request side merged (a remark before a command).
    floor: 156,
    firstTry: 145,
    evaluate: () => evaluateQuestions(questionsDev17.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 17)',
    frozen: false,
    leastSize: 60,
    // 84 → 89 in round 18 (answer side: follow-ups on a pending proposal).
    floor: 89,
    firstTry: 84,
    evaluate: () => evaluateConversations(conversationsDev17.cases as TConversationCase[]),
  },
  {
    label: 'questions (frozen 18)',
    frozen: true,
    leastSize: 150,
    floor: 142,
    firstTry: 142,
    evaluate: () => evaluateQuestions(questionsFrozen18.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (frozen 18)',
    frozen: true,
    leastSize: 60,
    floor: 83,
    firstTry: 83,
    evaluate: () => evaluateConversations(conversationsFrozen18.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 16)',
    frozen: false,
    // Floors of the development sets that rose in round 17 (branch issue-36p17q) were raised to its result.
    leastSize: 150,
    floor: 171,
    firstTry: 138,
    evaluate: () => evaluateQuestions(questionsDev16.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 16)',
    frozen: false,
    leastSize: 60,
    floor: 91,
    firstTry: 84,
    evaluate: () => evaluateConversations(conversationsDev16.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 3)',
    frozen: false,
    leastSize: 150,
    floor: 152,
    firstTry: 99,
    evaluate: () => evaluateQuestions(questionsDev3.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 3)',
    frozen: false,
    leastSize: 60,
    floor: 89,
    firstTry: 67,
    evaluate: () => evaluateConversations(conversationsDev3.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 4)',
    frozen: false,
    leastSize: 150,
    floor: 159,
    firstTry: 107,
    evaluate: () => evaluateQuestions(questionsDev4.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 4)',
    frozen: false,
    leastSize: 60,
    floor: 91,
    firstTry: 74,
    evaluate: () => evaluateConversations(conversationsDev4.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 5)',
    frozen: false,
    leastSize: 150,
    floor: 163,
    firstTry: 121,
    evaluate: () => evaluateQuestions(questionsDev5.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 5)',
    frozen: false,
    leastSize: 60,
    floor: 89,
    firstTry: 58,
    evaluate: () => evaluateConversations(conversationsDev5.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 6)',
    frozen: false,
    leastSize: 150,
    floor: 173,
    firstTry: 134,
    evaluate: () => evaluateQuestions(questionsDev6.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 6)',
    frozen: false,
    leastSize: 60,
    floor: 92,
    firstTry: 69,
    evaluate: () => evaluateConversations(conversationsDev6.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 7)',
    frozen: false,
    leastSize: 150,
    floor: 166,
    firstTry: 131,
    evaluate: () => evaluateQuestions(questionsDev7.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 7)',
    frozen: false,
    leastSize: 60,
    floor: 93,
    firstTry: 86,
    evaluate: () => evaluateConversations(conversationsDev7.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 8)',
    frozen: false,
    leastSize: 150,
    floor: 164,
    firstTry: 134,
    evaluate: () => evaluateQuestions(questionsDev8.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 8)',
    frozen: false,
    leastSize: 60,
    floor: 91,
    firstTry: 80,
    evaluate: () => evaluateConversations(conversationsDev8.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 9)',
    frozen: false,
    leastSize: 150,
    floor: 167,
    firstTry: 138,
    evaluate: () => evaluateQuestions(questionsDev9.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 9)',
    frozen: false,
    leastSize: 60,
    floor: 89,
    firstTry: 75,
    evaluate: () => evaluateConversations(conversationsDev9.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 10)',
    frozen: false,
    leastSize: 150,
    // 173 → 171 by decision 0052 (two no-source questions passed on a lesson link).
    floor: 171,
    firstTry: 131,
    evaluate: () => evaluateQuestions(questionsDev10.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 10)',
    frozen: false,
    leastSize: 60,
    floor: 92,
    firstTry: 77,
    evaluate: () => evaluateConversations(conversationsDev10.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 11)',
    frozen: false,
    leastSize: 150,
    floor: 172,
    firstTry: 138,
    evaluate: () => evaluateQuestions(questionsDev11.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 11)',
    frozen: false,
    leastSize: 60,
    floor: 93,
    firstTry: 78,
    evaluate: () => evaluateConversations(conversationsDev11.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 12)',
    frozen: false,
    leastSize: 150,
    floor: 161,
    firstTry: 144,
    evaluate: () => evaluateQuestions(questionsDev12.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 12)',
    frozen: false,
    leastSize: 60,
    floor: 89,
    firstTry: 81,
    evaluate: () => evaluateConversations(conversationsDev12.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 13)',
    frozen: false,
    leastSize: 150,
    floor: 152,
    firstTry: 138,
    evaluate: () => evaluateQuestions(questionsDev13.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 13)',
    frozen: false,
    leastSize: 60,
    floor: 87,
    firstTry: 76,
    evaluate: () => evaluateConversations(conversationsDev13.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 14)',
    frozen: false,
    leastSize: 150,
    floor: 162,
    firstTry: 146,
    evaluate: () => evaluateQuestions(questionsDev14.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 14)',
    frozen: false,
    leastSize: 60,
    floor: 92,
    firstTry: 87,
    evaluate: () => evaluateConversations(conversationsDev14.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 15)',
    frozen: false,
    leastSize: 150,
    floor: 166,
    firstTry: 145,
    evaluate: () => evaluateQuestions(questionsDev15.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 15)',
    frozen: false,
    leastSize: 60,
    floor: 91,
    firstTry: 85,
    evaluate: () => evaluateConversations(conversationsDev15.cases as TConversationCase[]),
  },
];
