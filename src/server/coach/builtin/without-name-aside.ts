import { closingCourtesy } from './closing-courtesy';

/**
 * A new name said with a reason or a remark after it: "rename it to London Marathon since i got a ballot
 * place", "grammar (the subjunctive is killing me)", "Read 25 books, feeling ambitious". The remark is no
 * part of the name: it starts at a bracket, a comma, a spaced dash, or a word that gives a reason. A name is short and
 * rarely holds any of these.
 */
const asideStart =
  /\s*\(|\s*,\s*|\s+[-\u2013\u2014]\s+|\s+(?:because|cause|cuz|cos|coz|since|as (?:i|it|we|my|that)|so (?:i|it|that)|bc|b\/c)\b/i;

// "call it Hydrate instead", "Mobility please", "Arpeggios now", "Stretch lol": a word closing the
// request (a swap, a courtesy, the time of it, a laugh), never the name's own; several may close it.
const closingWord = new RegExp(`(?:\\s+(?:instead|now|for now|lol|haha|tbh|${closingCourtesy}))+$`, 'i');

// "Hydrate instead 💧": an emoji decorates the message; a name is words.
const pictograph = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu;

export function withoutNameAside(name: string): string {
  const plain = name.replace(pictograph, ' ').replace(/\s+/g, ' ').trim() || name;
  const found = asideStart.exec(plain);
  const said = found === null || found.index === 0 ? plain : plain.slice(0, found.index).trim();
  return said.replace(closingWord, '') || said;
}
