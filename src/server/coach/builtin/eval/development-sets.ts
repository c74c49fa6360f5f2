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
import conversationsDev24 from './coach-conversations-dev-24.json';
import batch8 from './coach-dev-batch-8.json';
import batch9 from './coach-dev-batch-9.json';
import batch10 from './coach-dev-batch-10.json';
import batch11 from './coach-dev-batch-11.json';
import batch12 from './coach-dev-batch-12.json';
import batch13 from './coach-dev-batch-13.json';
import batch14 from './coach-dev-batch-14.json';
import batch15 from './coach-dev-batch-15.json';
import batch16 from './coach-dev-batch-16.json';
import batch18 from './coach-dev-batch-18.json';
import batch19 from './coach-dev-batch-19.json';
import batch20 from './coach-dev-batch-20.json';
import batch21 from './coach-dev-batch-21.json';
import batch22 from './coach-dev-batch-22.json';
import batch23 from './coach-dev-batch-23.json';
import batch24 from './coach-dev-batch-24.json';
import batch25 from './coach-dev-batch-25.json';
import round9 from './coach-dev-round-9.json';
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
import questionsDev24 from './coach-questions-dev-24.json';

/**
 * Every development set, listed once: the parser may be tuned on these, and the learned models are trained on
 * them. Frozen sets are never listed here, and nothing that trains a model may import a frozen file, so this
 * module imports JSON only. A frozen set turned development (its misses read) moves here from `frozen-sets.ts` or
 * `answer-sets.ts`'s frozen rows: one line, and the evaluation, the scorers' data and the floors follow.
 */

/** Issue 36's question sets (how-to, data, small talk, requests), by the name `answer-sets.ts` gives them. */
export const developmentQuestionSets: Readonly<Record<string, readonly unknown[]>> = {
  development: questionsDev.cases,
  'development 2': questionsDev2.cases,
  'development 3': questionsDev3.cases,
  'development 4': questionsDev4.cases,
  'development 5': questionsDev5.cases,
  'development 6': questionsDev6.cases,
  'development 7': questionsDev7.cases,
  'development 8': questionsDev8.cases,
  'development 9': questionsDev9.cases,
  'development 10': questionsDev10.cases,
  'development 11': questionsDev11.cases,
  'development 12': questionsDev12.cases,
  'development 13': questionsDev13.cases,
  'development 14': questionsDev14.cases,
  'development 15': questionsDev15.cases,
  'development 16': questionsDev16.cases,
  'development 17': questionsDev17.cases,
  'development 18': questionsDev18.cases,
  'development 19': questionsDev19.cases,
  'development 20': questionsDev20.cases,
  'development 21': questionsDev21.cases,
  'development 22': questionsDev22.cases,
  'development 24': questionsDev24.cases,
};

/** Issue 36's conversations of two to four turns, by name. */
export const developmentConversationSets: Readonly<Record<string, readonly unknown[]>> = {
  development: conversationsDev.cases,
  'development 2': conversationsDev2.cases,
  'development 3': conversationsDev3.cases,
  'development 4': conversationsDev4.cases,
  'development 5': conversationsDev5.cases,
  'development 6': conversationsDev6.cases,
  'development 7': conversationsDev7.cases,
  'development 8': conversationsDev8.cases,
  'development 9': conversationsDev9.cases,
  'development 10': conversationsDev10.cases,
  'development 11': conversationsDev11.cases,
  'development 12': conversationsDev12.cases,
  'development 13': conversationsDev13.cases,
  'development 14': conversationsDev14.cases,
  'development 15': conversationsDev15.cases,
  'development 16': conversationsDev16.cases,
  'development 17': conversationsDev17.cases,
  'development 18': conversationsDev18.cases,
  'development 19': conversationsDev19.cases,
  'development 20': conversationsDev20.cases,
  'development 21': conversationsDev21.cases,
  'development 22': conversationsDev22.cases,
  'development 23': conversationsDev23.cases,
  'development 24': conversationsDev24.cases,
};

/**
 * The request batches written as frozen batches and turned development once their misses were read (with
 * round 9's cases): measured with the rest of the development requests, but not trained on by the intent
 * classifier (trained on, round 9's moved three frozen batches under their floors; docs/builtin-coach-history.md).
 * Beside each: its first run as a frozen batch, and when it turned development.
 */
export const developmentRequestBatches: Readonly<Record<string, readonly unknown[]>> = {
  'round 9': round9.cases,
  'batch 8': batch8.cases, // first run 196/231, development since 2026-12-06
  'batch 9': batch9.cases, // 199/232, 2026-12-06 evening
  'batch 10': batch10.cases, // 209/232, 2026-12-06 21:15
  'batch 11': batch11.cases, // 207/232, 2026-12-06 23:10
  'batch 12': batch12.cases, // 213/232, 2026-12-07 00:10
  'batch 13': batch13.cases, // 208/232, 2026-12-07 02:10
  'batch 14': batch14.cases, // 207/232, 2026-12-07 03:20
  'batch 15': batch15.cases, // 210/232, 2026-12-07 05:35
  'batch 16': batch16.cases, // 203/232, 2026-12-07 06:25
  'batch 18': batch18.cases, // 205/232, 2026-12-07 16:05 (frozen batch 17 stays frozen)
  'batch 19': batch19.cases, // 217/232, 2026-12-07 17:12
  'batch 20': batch20.cases, // 217/232, 2026-12-07 19:05
  'batch 21': batch21.cases, // 200/232, 2026-12-07 19:48
  'batch 22': batch22.cases, // 200/232, 2026-12-07 22:00
  'batch 23': batch23.cases, // 209/232, 2026-12-07 22:00
  'batch 24': batch24.cases, // 209/232, 2026-12-07 23:30
  'batch 25': batch25.cases, // 204/232, 2026-12-08 00:58
};
