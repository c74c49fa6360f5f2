/**
 * Parsers match on the normalized text, but names and focus texts are shown as the user typed them:
 * the fragment is looked up in the original message, ignoring case, and returned as written there.
 * Quotes around the whole fragment only mark it as a name or a text ("put 'finish the essay' as my
 * focus"), so they are left out.
 */
export function recoverOriginal(original: string, fragment: string): string {
  const index = original.toLowerCase().indexOf(fragment.toLowerCase());
  const written = index < 0 ? fragment : original.slice(index, index + fragment.length);
  return /^(['"‘“]).+(['"’”])$/.test(written) ? written.slice(1, -1).trim() : written;
}
