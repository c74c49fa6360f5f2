/**
 * A new name said with a reason or a remark after it: "rename it to London Marathon since i got a ballot
 * place", "grammar (the subjunctive is killing me)", "Read 25 books, feeling ambitious". The remark is no
 * part of the name: it starts at a bracket, a comma, a spaced dash, or a word that gives a reason. A name is short and
 * rarely holds any of these.
 */
const asideStart =
  /\s*\(|\s*,\s*|\s+[-\u2013\u2014]\s+|\s+(?:because|cause|cuz|cos|coz|since|as (?:i|it|we|my|that)|so (?:i|it|that)|bc|b\/c)\b/i;

// "call it Hydrate instead", "Mobility please": a word closing the request, never the name's own.
const closingWord = /\s+(?:instead|please|pls|plz|thanks|thx)$/i;

export function withoutNameAside(name: string): string {
  const found = asideStart.exec(name);
  const said = found === null || found.index === 0 ? name : name.slice(0, found.index).trim();
  return said.replace(closingWord, '') || said;
}
