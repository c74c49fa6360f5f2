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
import conversationsFrozen from './coach-conversations-frozen-1.json';
import conversationsFrozen15 from './coach-conversations-frozen-15.json';

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
import questionsFrozen from './coach-questions-frozen-1.json';
import questionsFrozen15 from './coach-questions-frozen-15.json';

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
    // partners and sharing now answers it (decision 0049). 146 → 147 with round 19 (total only).
    floor: 147,
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
    // 148 → 152 at 17:10 with round 17 (its misses still never read); 152 → 153 with round 18 (total only);
    // 153 → 154 with round 19 (total only); 154 → 156 with round 20's knowledge pages (total only).
    floor: 156,
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
    // the request side merged (a remark before a command); 159 in round 20 (knowledge: the heatmap a calendar
    // view of 12 months, harder goals' better results, a streak killed or reset asked before), 160 with how
    // to fix or time something read as how-to whichever row or day it names.
    floor: 160,
    firstTry: 145,
    evaluate: () => evaluateQuestions(questionsDev17.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 17)',
    frozen: false,
    leastSize: 60,
    // 84 → 89 in round 18 (answer side: follow-ups on a pending proposal); 89 → 91 in round 19 (request side:
    // a skill's session asks how long, a row's setting in the possessive changes it).
    floor: 91,
    firstTry: 84,
    evaluate: () => evaluateConversations(conversationsDev17.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 19)',
    frozen: false,
    leastSize: 150,
    // 145 → 150 in round 20 (answer side: "any way to …" asks; an amount "logged for" a day asks for it; the
    // asking words said last, "is due when", "is how long").
    floor: 150,
    firstTry: 145,
    evaluate: () => evaluateQuestions(questionsDev19.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 19)',
    frozen: false,
    leastSize: 60,
    // 83 → 92 in round 20 (answer side: a question after a lead-in, "leave it as monday", a habit added to a
    // pending link, a part named after practice on the whole skill, a batch step named by its unit, "gimme an
    // example", a day's total stated with its amount, the amount just answered set).
    floor: 92,
    firstTry: 83,
    evaluate: () => evaluateConversations(conversationsDev19.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 18)',
    frozen: false,
    leastSize: 150,
    // 142 → 146 in round 19 (answer side: a frank opener before small talk, ", where am i", "help me make it clearer"),
    // 147 with a count to date toward a goal typed in a few words, 148 with the coach asked of in the third person,
    // 149 with "whats left" of a weekly habit, 150 with two skills' practice added up; 156 in round 20
    // (knowledge: help pages given the words users say, a cap or a maximum read as a limit), 158 with how to
    // fix or time something read as how-to whichever row or day it names, 160 with the tracker's wrong date
    // at the top and the first habit a beginner should try (Getting started), 161 with how strength is
    // calculated, roughly (the strength lesson).
    floor: 161,
    firstTry: 142,
    evaluate: () => evaluateQuestions(questionsDev18.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 18)',
    frozen: false,
    leastSize: 60,
    // 83 → 89 in round 19 (answer side: a pending pause's end, refusals, asides, additions, "same for X on <day>"),
    // 92 with a placeholder name filled by the next reply and an amount said to a focus re-read as a request.
    floor: 92,
    firstTry: 83,
    evaluate: () => evaluateConversations(conversationsDev18.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 16)',
    frozen: false,
    // Floors of the development sets that rose in round 17 (branch issue-36p17q) were raised to its result.
    leastSize: 150,
    // 171 → 172 in round 20 (knowledge: the most time one practice entry can hold).
    floor: 172,
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
    // 162 → 163 in round 20 (knowledge: "harder goals get better results than easy ones" on the research page).
    floor: 163,
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
    floor: 94,
    firstTry: 86,
    evaluate: () => evaluateConversations(conversationsDev7.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 8)',
    frozen: false,
    leastSize: 150,
    // 164 → 165 in round 20 (knowledge: too much added to a goal by mistake is reversed with a minus sign).
    floor: 165,
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
    // 167 → 169 in round 20 (knowledge: the most time one practice entry can hold, archiving an old habit
    // without losing its data).
    floor: 169,
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
    // 152 → 156 in round 20 (knowledge: help pages say "line up … in advance", "ask for a refund … after the
    // charge", "the quality rating", and the research page "practice alone does not explain").
    floor: 156,
    firstTry: 138,
    evaluate: () => evaluateQuestions(questionsDev13.cases as TQuestionCase[]),
  },
  {
    label: 'conversations (development 13)',
    frozen: false,
    leastSize: 60,
    floor: 88,
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
    floor: 93,
    firstTry: 87,
    evaluate: () => evaluateConversations(conversationsDev14.cases as TConversationCase[]),
  },
  {
    label: 'questions (development 15)',
    frozen: false,
    leastSize: 150,
    // 166 → 167 in round 20 ("any way to …" asks).
    floor: 167,
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
