import type { TLabelledMessage } from '../train-intent-model';
import { fixtures, type TFixtureName } from './coach-fixtures';
import type { TEvalCase } from './evaluate-builtin-coach';

/**
 * The development set as training data for the intent classifier: each case's message, sent by its
 * fixture user, labelled with its `intent` or else its expected action's type ("none" for a reply
 * without an action). The frozen set is never used here.
 */
export function labelCase(evalCase: TEvalCase): TLabelledMessage {
  const type = evalCase.expect?.type;
  return {
    message: evalCase.message,
    context: fixtures[evalCase.fixture as TFixtureName],
    intent: evalCase.intent ?? (typeof type === 'string' ? type : 'none'),
  };
}
