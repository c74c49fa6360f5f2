/**
 * "dentist guilted me, i need a nightly flossing habit", "back's been stiff so a stretching habit please": a
 * clause that says why comes first, then the request. When a later clause asks for a habit in words of its
 * own, the clause before it is the reason, never the habit's name. A clause before it that holds an amount
 * ("20 pages a day, i want a habit") is kept: it says what the habit is; so is one a later clause points back to
 * ("i keep forgetting to floss, make it a habit"). Taking up an activity ("so i want to start flossing") asks for its
 * habit without the word.
 */

// Where a reason ends: a comma, a semicolon, a dash, or "so" between two clauses; or the end of a sentence
// ("sketch time! make a drawing habit"): an exclamation or a remark said first is no part of the request.
const clauseBreak = /\s*(?:[,;!]|[.?](?=\s)|\s[-\u2013\u2014]|\u2014|\bso\b)\s+/g;
// A later clause that asks for something outright: a wish, a request to the coach, or an imperative.
const requestOpening =
  /^(?:(?:so|and|but|anyway|hence)\s+)?(?:i need|i want|i'd like|i would like|i'd love|id like|can you|could you|would you|can i (?:get|have)|please|pls|add|set up|make|create|start|give me|time for|new|a|an)\b/;
const asksForHabit = /\bhabits?\b/;
// "dentist nagged me so i want to start flossing": taking up an activity asks for a habit without the word.
const takesUpActivity =
  /^(?:(?:so|and|but|anyway|hence)\s+)?(?:i (?:want|need|have|ought|would like) to|i(?:'d like|'m going| am going|'ve got) to|i'll|i will|time to|gonna|going to|(?:let me|let's))\s+(?:finally\s+|actually\s+|properly\s+)?(?:start|begin|get into|take up|pick up)\b/;
// "i keep forgetting to floss, make it a habit": a later clause that points back makes the clause before the habit.
const pointsBack = /\b(?:it|that|this|them|those|these)\b/;

/** The request after a reason ("i need a nightly flossing habit"), or null when the message opens with it. */
export function requestAfterReason(text: string): string | null {
  for (const cut of text.matchAll(clauseBreak)) {
    const before = text.slice(0, cut.index);
    const after = text.slice(cut.index + cut[0].length);
    if (/\d/.test(before)) return null;
    const asks = (requestOpening.test(after) && asksForHabit.test(after)) || takesUpActivity.test(after);
    if (asks && !pointsBack.test(after)) return after;
  }
  return null;
}
