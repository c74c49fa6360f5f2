import type { TCoachAction, TCoachAnswer, TCoachRequest, TRequestParser } from './coach-answer';
import { describeAction } from './describe-action';
import { proposeAction } from './propose-action';
import { findDate } from './read-dates';
import { writeProposal } from './write-reply';

/**
 * The slot filling for a message the classifier reads as several things at once, when no batch wording
 * matched: the message is cut into clauses ("create a goal to … by september and a habit to …",
 * "log 8 glasses of water and mark meditation done"), each clause is read as a request of its own, and
 * when every clause gives one action they are proposed together. A clause that starts without a verb
 * ("a habit to run…") borrows the first clause's; a date closing the message counts for every clause.
 */

const clauseBreak = /\s*(?:,\s*)?\b(?:and then|and also|and|then|also|plus)\b\s*|\s*[;.]\s+/;
const maxClauses = 4;
// The words a clause may start with when it leaves its verb to the first clause.
const verblessStart = /^(?:a|an|another|one|two|three|some)\b/;

function splitClauses(text: string): string[] {
  const clauses = text
    .split(clauseBreak)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
  const [first] = clauses;
  const verb =
    first === undefined
      ? null
      : /^(?:please |can you |could you |i want to |i'd like to )*(\w+)/.exec(first)?.[1];
  return clauses.map((clause, index) =>
    index > 0 && verb && verblessStart.test(clause) ? `${verb} ${clause}` : clause,
  );
}

export function readSeveralRequests(request: TCoachRequest, readClause: TRequestParser): TCoachAnswer | null {
  const clauses = splitClauses(request.text);
  if (clauses.length < 2 || clauses.length > maxClauses) return null;
  // "I read 15 pages and ran 4k on sunday": a date closing the message counts for the clauses before it.
  const shared = findDate(clauses.at(-1) ?? '', request.context.today, 'past');
  const actions: TCoachAction[] = [];
  for (const clause of clauses) {
    const dated =
      shared && findDate(clause, request.context.today, 'past') === null
        ? `${clause} ${shared.phrase}`
        : clause;
    const answer = readClause({ ...request, original: dated, text: dated });
    const action = answer?.action;
    if (action == null || action.type === 'batch') return null;
    actions.push(action);
  }
  const reply = writeProposal(
    {
      lead: `I'll do ${actions.length} things:`,
      details: actions.map((action) => describeAction(action, request.context)),
      question: 'Shall I do all of them?',
    },
    request.guest,
  );
  return proposeAction(request, reply, { type: 'batch', actions });
}
