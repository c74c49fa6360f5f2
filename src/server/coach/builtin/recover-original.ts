import { numberWordPattern } from './read-number-words';

/**
 * Parsers match on the normalized text, but names and focus texts are shown as the user typed them:
 * the fragment is looked up in the original message, ignoring case, and returned as written there.
 * Quotes around the whole fragment only mark it as a name or a text ("put 'finish the essay' as my
 * focus"), so they are left out.
 */
export function recoverOriginal(original: string, fragment: string): string {
  const index = original.toLowerCase().indexOf(fragment.toLowerCase());
  const written =
    index < 0 ? withNumberWords(original, fragment) : original.slice(index, index + fragment.length);
  return /^(['"‘“]).+(['"’”])$/.test(written) ? written.slice(1, -1).trim() : written;
}

/**
 * "rename it to Six strings", "sunday focus = rest & family": the fragment's digits were number words in
 * the message, its "and" an ampersand, and they stay so in a name.
 */
function withNumberWords(original: string, fragment: string): string {
  if (!/\d|\band\b/.test(fragment)) return fragment;
  const escaped = fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    escaped.replace(/\d+/g, `(?:\\d+|${numberWordPattern})`).replace(/ and /g, ' (?:and|&) '),
    'i',
  );
  return pattern.exec(original)?.[0] ?? fragment;
}
