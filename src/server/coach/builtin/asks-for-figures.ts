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

export function asksForFigures(text: string): boolean {
  if (isPlainQuestion(text)) return true;
  const wanted = figuresWanted.test(text) || unitWithoutNumber.test(text);
  return wanted && !actionWords.test(text.replace(/^(?:give|show|tell|get) me\b/, ''));
}
