/**
 * Parsers match on the normalized text, but names and focus texts are shown as the user typed them:
 * the fragment is looked up in the original message, ignoring case, and returned as written there.
 */
export function recoverOriginal(original: string, fragment: string): string {
  const index = original.toLowerCase().indexOf(fragment.toLowerCase());
  return index < 0 ? fragment : original.slice(index, index + fragment.length);
}
