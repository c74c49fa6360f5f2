import { formatDoneMessage } from '../../../domain/actions/format-done-message';
import {
  previewAction,
  type TSingleAction,
  type TSingleActionType,
} from '../../../domain/actions/validate-action';
import type { TRunActionResponse } from '../../../domain/coach/chat-types';
import type { Database } from '../../db/client';
import type { TLoadedActionContext } from './load-action-context';

export type TCreatedItem = TRunActionResponse['created'][number];

/** What applying one action did: the coach's sentence, the rows made, and the id `$n` stands for. */
export type TAppliedStep = {
  message: string;
  created: TCreatedItem[];
  /** The habit, goal or subskill a later batch step may refer to by this step's `$n`. */
  referenceId: string | null;
};

export type TApplyActionInput<TAction extends TSingleAction> = {
  db: Database;
  userId: string;
  action: TAction;
  context: TLoadedActionContext;
};

export type TActionAppliers = {
  [K in TSingleActionType]: (
    input: TApplyActionInput<Extract<TSingleAction, { type: K }>>,
  ) => Promise<TAppliedStep>;
};

/** A step that made nothing a later step can name, said the way its preview proposed it. */
export function describeStep(action: TSingleAction, created: TCreatedItem[] = []): TAppliedStep {
  return { message: formatDoneMessage(previewAction(action)), created, referenceId: null };
}
