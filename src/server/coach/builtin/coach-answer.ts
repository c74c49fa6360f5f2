import type { TCoachContext } from '../coach-provider';

/** A proposed action as the coach writes it: the flat shape of docs/coach-actions.md, not yet validated. */
export type TCoachAction = { type: string } & Record<string, unknown>;

/** What the built-in coach says to one message: Markdown, and at most one action (a batch counts as one). */
export type TCoachAnswer = { reply: string; action: TCoachAction | null };

/** One user message as the parsers see it. */
export type TCoachRequest = {
  /** The message as typed, trimmed (names keep their case from here). */
  original: string;
  /** Lower case, typos fixed, number words as digits: what the parsers match against. */
  text: string;
  context: TCoachContext;
  guest: boolean;
};

/** A request family: answers the request when it recognises it, null to let the next family try. */
export type TRequestParser = (request: TCoachRequest) => TCoachAnswer | null;
