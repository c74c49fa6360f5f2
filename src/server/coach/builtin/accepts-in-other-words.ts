/**
 * "bang on, crack on", "yh thats it", "that's the one 👌", "affirmative lol", "mint, ta": people accept a
 * proposal in words of their own (slang, texting spellings, a thumbs-up), not only the listed yes words.
 * Read before any change: "the one" is no figure, so a reply made wholly of such words accepts the proposal
 * as it stands. The whole reply must be made of them, so "that's it but make it 20" is still a change.
 */

const acceptWords = [
  'yes',
  'yeah',
  'yea',
  'yh',
  'ye',
  'yep',
  'yup',
  'ya',
  'yas',
  'yass',
  'aye',
  'affirmative',
  'ok',
  'okay',
  'k',
  'kk',
  'okey dokey',
  'sure',
  'sure thing',
  'bang on',
  'spot on',
  'crack on',
  'carry on',
  'go on',
  'go on then',
  'on you go',
  'bingo',
  'nailed it',
  'mint',
  'sound',
  'sweet',
  'cool',
  'ace',
  'brill',
  'brilliant',
  'grand',
  'champion',
  'legend',
  'lovely',
  'perfect',
  'perfecto',
  'great',
  'nice',
  'nice one',
  'top',
  'deal',
  'sold',
  'roger',
  'roger that',
  'righto',
  'right o',
  'alright',
  'aight',
  'correct',
  'exactly',
  'precisely',
  'indeed',
  'thats it',
  'thats the one',
  'thats right',
  'thats correct',
  'thats perfect',
  'thats fine',
  'thats grand',
  'that is it',
  'that is right',
  'that one',
  'the very one',
  'you got it',
  'youve got it',
  'got it in one',
  'sounds about right',
  'looks about right',
  'looks right',
  'all correct',
  'all good',
  'good to go',
  'go for it',
  'send it',
  'ship it',
  'do the thing',
  'make it so',
  'why not',
  'works for me',
];

const fillers = [
  'ta',
  'cheers',
  'thanks',
  'thx',
  'ty',
  'pls',
  'please',
  'mate',
  'lol',
  'haha',
  'ha',
  'tbh',
  'then',
  'just',
  'yeah',
  'oh',
  'ooh',
  'ah',
  'mhm',
  'yes please',
  'babe',
  'buddy',
];

const phrases = new Set(acceptWords);
const fill = new Set(fillers);
const longest = Math.max(...[...acceptWords, ...fillers].map((phrase) => phrase.split(' ').length));

/** True when the reply, thumbs-up and all, is made only of words that accept (at least one) and fillers. */
export function acceptsInOtherWords(message: string): boolean {
  const text = message
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, '')
    .replace(/[\u{1F44C}\u{1F44D}\u{2705}\u{2714}\u{1F64C}\u{1F4AF}]/gu, ' ok ')
    .replace(/\p{Extended_Pictographic}|\u{FE0F}/gu, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .trim();
  const words = text.split(/\s+/).filter((word) => word !== '');
  let accepted = false;
  let at = 0;
  while (at < words.length) {
    const span = matchAt(words, at);
    if (span === null) return false;
    accepted ||= span.accepts;
    at += span.length;
  }
  return accepted;
}

/** The longest accepting phrase or filler starting at that word, if any. */
function matchAt(words: readonly string[], at: number): { length: number; accepts: boolean } | null {
  for (let length = Math.min(longest, words.length - at); length > 0; length--) {
    const phrase = words.slice(at, at + length).join(' ');
    if (phrases.has(phrase)) return { length, accepts: true };
    if (fill.has(phrase)) return { length, accepts: false };
  }
  return null;
}
