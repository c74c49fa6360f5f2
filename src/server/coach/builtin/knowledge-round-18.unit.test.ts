import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

/** Round 18's word classes in knowledge-product-words.ts, each on three paraphrases written here. */
const linkOf = (text: string) => answerMessage(text, fixtures.standard, false).reply;

describe.each([
  [
    '/docs/getting-started',
    [
      "i can't recall my password, how do i get in",
      'dont remember the password i used, what now',
      'how do i get back into my account without my password',
    ],
  ],
  [
    '/docs/settings-and-data',
    [
      'still logged in on my work laptop, can i end that session from here',
      'forgot to log out at my mums house, what do i do',
      'how can i boot an old session off my account',
    ],
  ],
  [
    '/docs/tracker',
    [
      'i marked flossing by mistake, how do i take it back',
      'how do you uncheck a habit',
      'mistakenly ticked stretching, can it be undone',
    ],
  ],
  [
    '/docs/settings-and-data',
    [
      'can i open my history in a spreadsheet',
      'is there a way to have my logs as an excel file',
      'how do i load my data into google sheets',
    ],
  ],
  [
    '/docs/accountability-and-sharing',
    [
      'can i have a public profile for my habits',
      'is there a public page i could send people',
      'how do i go about showing off my progress to family',
    ],
  ],
])('questions worded for %s', (page, questions) => {
  it.each(questions)('"%s" links the page', (question) => expect(linkOf(question)).toContain(`](${page}`));
});
