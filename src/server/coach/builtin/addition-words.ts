// "oh and water, 10 glasses", "stretching as well afterwards": the words that add, and the filler around them.
// "4 glasses of water on top of that", "in addition, 10 pages": "on top of" what was just asked (that, this)
// adds a thing to the request, never an amount to the day's (that is "on top of the 8", "4 more on top").
const addition =
  /^(?:(?:oh|ah|um|ok|okay)[,!.]?\s+)?(?:and|also|plus|(?:and )?on top of (?:that|this)|in addition(?: to (?:that|this))?|as well as (?:that|this))[,]?\s+(?:also\s+)?|[,]?\s+(?:too|as well|also|on top of (?:that|this)|in addition(?: to (?:that|this))?)(?:\s+(?:afterwards|after that|later|then|today))?$/g;

// "stretched that day too, add it": the closing ask repeats the request, it is no part of what is added.
const closingAsk =
  /[\s,;-]+(?:pls |please )?(?:add|log|record|save|track|tick|mark|put)(?: (?:it|that|them|this))?(?: (?:in|down|too|as well|pls|please))*[.!]*$/;

// "chords too, 25 mins of those": the word that adds closes the first clause, the rest tells how much.
const addedBeforeComma = /^(.+?)\s+(?:too|as well|also),\s*(.+)$/;

const subjectAlso = /\b(i|we) also\b/;

/** What an addition adds ("and a run" → "a run"), or null when the message says no addition. */
export function additionSaid(text: string): string | null {
  const said = text
    .replace(/[.!]+$/, '')
    .replace(closingAsk, '')
    .replace(addedBeforeComma, '$1, $2 too')
    .trim();
  // "and yesterday i also did my stretching": "also" after who did it is the addition's word too.
  const rest = said.replace(addition, '').replace(subjectAlso, '$1').trim();
  if (rest !== said) return rest === '' ? null : rest;
  // "same day i also stretched", "we also went for a run": "also" after who did it adds all the same.
  return subjectAlso.test(said) ? said.replace(subjectAlso, '$1') : null;
}
