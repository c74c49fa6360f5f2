import { isPlainQuestion } from './classify-message-kind';

/**
 * Whether a message asks for the user's own figures: a plain question ("how many pages did i read this
 * week?"), or a request for figures that is no action ("total water this week pls", "give me a quick
 * summary of this week", "compare this week with last week", "whens the spanish goal deadline"). The
 * data answerers read only such messages, so "log 20 pages" never gets a figure for an answer.
 */
const figuresWanted =
  /^(?:(?:pls|please|ok|so|hey|coach)[,!]?\s+)*(?:(?:give|show|tell|get) me\b(?! (?:until|till|til|more time|another|an extra|extra|\d+ (?:more|extra))\b)|compare\b|summari[sz]e\b|total\b|recap\b|overview\b|breakdown\b|whens\b|hows\b)|\b(?:summary|recap|overview|breakdown|comparison|totals?) (?:of|for)\b|\bcompared? (?:to|with)\b|\bin (?:minutes|mins|hours|total)\b|\btotal[?.!]*$/;
// "scales minutes this week": a unit and a period with no number in sight ask for the number; a report
// carries one.
const unitWithoutNumber =
  /^(?!.*\d)(?=.*\b(?:this week|last week|today|yesterday|since \w+)\b).*\b(?:minutes|mins|hours|pages|glasses|times)\b/;
// ("since the start of the week" names a period: a noun, no verb.)
const actionWords =
  /\b(?:log|logged it|mark|add|create|make|set|change|rename|pause|resume|archive|delete|remove|start(?! of\b)|stop|link|plan|schedule|track)\b/;

// "total for reading today is 25 pages now", "i read 30 pages today in total": a total said with its number is
// a report of it (or a correction to it), not a request for it.
const statesTotal =
  /\b(?:total|count|tally)\b(?:(?! (?:for|of) (?:this|last|the past|the last) (?:week|month|\d))[^?])*\b(?:is|was|=|should be|to) ?\d|^i \w+ \d+(?:\.\d+)? ?[a-z]+\b(?!.*\b(?:weeks?|months?|years?|since)\b).*\bin total\b/;

export function asksForFigures(text: string): boolean {
  if (isPlainQuestion(text)) return true;
  if (statesTotal.test(text)) return false;
  const wanted = figuresWanted.test(text) || unitWithoutNumber.test(text);
  return wanted && !actionWords.test(text.replace(/^(?:give|show|tell|get) me\b/, ''));
}
